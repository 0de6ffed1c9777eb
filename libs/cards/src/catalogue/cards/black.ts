export const black = [];
