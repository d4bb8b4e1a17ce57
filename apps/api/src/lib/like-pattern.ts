/** Escapes LIKE's wildcards so that a searched text matches itself only. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The LIKE pattern of "contains this text". */
export const likePattern = (text: string) => `%${escapeLike(text)}%`;
