export const blue = [];
