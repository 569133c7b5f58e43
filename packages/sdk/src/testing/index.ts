// @cadenza/sdk/testing: factories and MSW handlers for consumers' tests arrive with the SDK core.
export {};
