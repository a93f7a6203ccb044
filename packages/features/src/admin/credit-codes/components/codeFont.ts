/**
 * How a code's text is shown: monospaced (O and 0, I and 1 told apart), as the ui kit has no
 * monospaced face of its own; codes are A-Z and 0-9 only, so no Thai font is needed.
 */
export const codeTextSx = {
  fontFamily: '"Liberation Mono", ui-monospace, monospace',
  letterSpacing: '0.02em',
} as const;
