// Not exported from the package root: importing this reads nothing, but `readMtgjson` loads 18 MB.
export * from './printed-characteristics.js';
