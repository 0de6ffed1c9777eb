export const red = [];
