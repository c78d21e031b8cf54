/** Public API of the pre-analysis engine. */
export { createEngine, samplePoints, EDGE_STEP_M, type Engine } from './engine';
export { RULE_SET_VERSION } from './versions';
export { parseCoordinate, formatDms, toDms, type Axis, type DmsErrorCode, type DmsParseResult, type DmsParts } from './dms';
export { validateInput, PreanalysisInputError, MAX_VERTICES, MAX_HEIGHT_M, CEP_PATTERN } from './validate';
export { inverse, localFrame, GRS80_A, GRS80_F, type LatLon, type Inverse } from './geodesy';
export { surfaceDims, codeNumberFromLength, approachLength, type SurfaceDims, type ApproachDims, type TakeoffDims } from './dimensions';
export { isPoorlyVisible } from './criteria';
export * from './types';
export { explainResult, type PreanalysisFinding } from './findings';
export { findingLine, documentTitle, nextStepText, explanationLocale, formatMetres, EXPLANATION_MESSAGES, type ExplanationMessages } from './explanation-text';
