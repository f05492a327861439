// The typed documents of the web app and the e2e suite, generated (codegen.ts) from apps/api/schema.graphql and the
// operations written in both apps: `graphql()` for the documents, the schema's and operations' types for results.
export * from './generated';
export type * from './generated/graphql';
