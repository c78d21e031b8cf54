/** Public API of the pre-analysis engine. */
export { createEngine, type Engine } from './engine';
export { parseCoordinate, formatDms, toDms, type DmsErrorCode } from './dms';
export { validateInput, PreanalysisInputError } from './validate';
export { inverse, GRS80_A, GRS80_F } from './geodesy';
export { surfaceDims, codeNumberFromLength, approachLength } from './dimensions';
export * from './types';
export { explainResult, type PreanalysisFinding } from './findings';
export { findingLine, documentTitle, nextStepText, explanationLocale } from './explanation-text';
