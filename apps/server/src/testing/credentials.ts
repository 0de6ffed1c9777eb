// The credentials of the e2e test servers: the judge's token and the organiser's API key.
export const JUDGE_TOKEN = 'judge-token-for-tests';
export const API_KEY = 'organiser-key-for-tests';
