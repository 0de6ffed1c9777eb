export const green = [];
