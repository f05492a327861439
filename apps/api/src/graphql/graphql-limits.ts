import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { GraphQLError, NoSchemaIntrospectionCustomRule, type ValidationContext, type ValidationRule } from 'graphql';

/**
 * Limits that refuse a GraphQL document before it runs. The largest document the web app sends has under 100 tokens,
 * a depth of 4 and no aliases; GraphiQL's introspection query (development only) has about 300 tokens.
 */
export const GRAPHQL_LIMITS = {
  /** graphql's parser stops at this many tokens, so a huge document is never fully parsed. */
  maxTokens: 1000,
  maxDepth: 8,
  maxAliases: 10,
  /** graphql-armor's cost: fields weighted by depth; bounds the number of fields, repeated ones included. */
  maxCost: 1000,
} as const;

/** Reports a refusal as a validation error (400) instead of throwing out of graphql's validate(). */
const report = (context: ValidationContext | null, error: GraphQLError) => context?.reportError(error);
const rejection = { onReject: [report], propagateOnRejection: false };

export function graphqlValidationRules(production: boolean): ValidationRule[] {
  const rules: ValidationRule[] = [
    maxAliasesRule({ n: GRAPHQL_LIMITS.maxAliases, ...rejection }) as unknown as ValidationRule,
    maxDepthRule({ n: GRAPHQL_LIMITS.maxDepth, ...rejection }) as unknown as ValidationRule,
    costLimitRule({ maxCost: GRAPHQL_LIMITS.maxCost, ignoreIntrospection: false, ...rejection }) as unknown as ValidationRule,
  ];
  return production ? [NoSchemaIntrospectionCustomRule, ...rules] : rules;
}
