import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  Kind,
  NoSchemaIntrospectionCustomRule,
  validate,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * Limits that refuse a GraphQL document before it runs. The largest document the web app sends has under 100 tokens,
 * a depth of 4 and no aliases; GraphiQL's introspection query (development only) has about 300 tokens.
 */
export const GRAPHQL_LIMITS = {
  /** graphql's parser stops at this many tokens, so a huge document is never fully parsed. */
  maxTokens: 1000,
  maxDepth: 8,
  maxAliases: 10,
  /**
   * graphql-armor's cost: fields weighted by depth; bounds the number of fields, repeated ones included. `__schema`
   * is not counted (GraphiQL's introspection in development costs far more), and repeated `__schema` fields are
   * merged into one by graphql's execution, while aliased copies are bounded by maxAliases.
   */
  maxCost: 1000,
} as const;

/** Reports a refusal as a validation error (400) instead of throwing out of graphql's validate(). */
const report = (context: ValidationContext | null, error: GraphQLError) => context?.reportError(error);
const rejection = { onReject: [report], propagateOnRejection: false };

function limitRules(production: boolean): ValidationRule[] {
  const rules: ValidationRule[] = [
    maxAliasesRule({ n: GRAPHQL_LIMITS.maxAliases, ...rejection }) as unknown as ValidationRule,
    maxDepthRule({ n: GRAPHQL_LIMITS.maxDepth, ...rejection }) as unknown as ValidationRule,
    costLimitRule({ maxCost: GRAPHQL_LIMITS.maxCost, ...rejection }) as unknown as ValidationRule,
  ];
  return production ? [NoSchemaIntrospectionCustomRule, ...rules] : rules;
}

/** The refusal of a document over the limits: answered as a 400 with the reasons, like graphql's validation errors. */
class GraphqlDocumentRefused extends Error {
  readonly code = 'GRAPHQL_DOCUMENT_REFUSED';
  readonly statusCode = 400;
  constructor(readonly errors: readonly GraphQLError[]) {
    super(errors.map((error) => error.message).join('; '));
    this.name = 'GraphqlDocumentRefused';
  }
}

/**
 * Mercurius preValidation hook: the limits (and, in production, the ban on introspection) are checked on their own
 * before graphql's full validation, whose rules (overlapping fields above all) cost far more on a hostile document.
 */
export function refuseDocumentsOverLimits(production: boolean) {
  const rules = limitRules(production);
  return (schema: GraphQLSchema, document: DocumentNode): void => {
    // Mercurius reads a GET `query` that holds JSON as an object, not a parsed document.
    if (document?.kind !== Kind.DOCUMENT) throw new GraphqlDocumentRefused([new GraphQLError('The query is not a GraphQL document')]);
    const errors = validate(schema, document, rules);
    if (errors.length > 0) throw new GraphqlDocumentRefused(errors);
  };
}
