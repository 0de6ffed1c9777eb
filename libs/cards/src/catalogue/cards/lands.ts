export const lands = [];
