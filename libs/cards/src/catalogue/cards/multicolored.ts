export const multicolored = [];
