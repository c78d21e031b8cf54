/** Version of the rule set the engine applies (ICA 11-408 Table 4-3 as transcribed, Art. 109 of Portaria 957/GC3). */
export const RULE_SET_VERSION = '2026.11-ica11-408-tab43';
