/**
 * Text a user wrote (a name, a message) in a right-to-left layout: each line takes its direction
 * from its own text, the alignment stays the layout's (as the theme does for Thai content; `sx`
 * reads arrays as breakpoints, so only Chromium's spelling of match-parent).
 */
export const userText = { unicodeBidi: 'plaintext', textAlign: '-webkit-match-parent' } as const;
