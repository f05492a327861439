/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation E2eTrendChangePlan($id: ID!) { changePlan(clientId: $id, plan: \"enterprise\") { id } }": typeof types.E2eTrendChangePlanDocument,
    "query E2eLeadsFunnel($from: String!, $to: String!) { leadsFunnel(from: $from, to: $to) { days { submitted contacted qualified converted } } }": typeof types.E2eLeadsFunnelDocument,
    "query E2eMonthlyRevenue { clientsOverview { monthlyRevenue } }": typeof types.E2eMonthlyRevenueDocument,
    "query E2eClientAfterEdits { myClient { phoneNumber planType isActive } }": typeof types.E2eClientAfterEditsDocument,
    "query E2eMyClientId { myClient { id } }": typeof types.E2eMyClientIdDocument,
    "mutation E2eRenameBusiness($value: String!) { updateClientSetting(field: \"business_name\", value: $value) { id } }": typeof types.E2eRenameBusinessDocument,
    "mutation E2eRequestPhoneNumber { requestPhoneNumber { id } }": typeof types.E2eRequestPhoneNumberDocument,
    "mutation E2eRequestProPlan { requestPlanChange(plan: \"pro\") { id } }": typeof types.E2eRequestProPlanDocument,
    "query E2eClientId { myClient { id } }": typeof types.E2eClientIdDocument,
    "query E2eUsage { usage { minutesUsed minutesLimit percentUsed totalCalls testCalls forecastMinutes warningLevel } }": typeof types.E2eUsageDocument,
    "\n      query E2eLeadsMatching($search: String) {\n        demoRequests(search: $search, limit: 200) {\n          items { id email firstName lastName companyName phone jobRole dealerType websiteUrl formType status notes contactedAt revision }\n        }\n      }\n    ": typeof types.E2eLeadsMatchingDocument,
    "mutation E2eSubmitLead($input: DemoRequestFormInput!, $key: String!) { submitDemoRequest(input: $input, idempotencyKey: $key) { id } }": typeof types.E2eSubmitLeadDocument,
    "mutation E2eChangeStatus($id: ID!, $status: DemoRequestStatus!, $rev: Int!) { changeDemoRequestStatus(id: $id, status: $status, expectedRevision: $rev) { id } }": typeof types.E2eChangeStatusDocument,
    "query E2eLeadStats { demoRequestStats { total new contacted qualified converted rejected } }": typeof types.E2eLeadStatsDocument,
    "query E2eDailyViews($day: String!) { pageViewsDaily(from: $day, to: $day) { path count leads } }": typeof types.E2eDailyViewsDocument,
};
const documents: Documents = {
    "mutation E2eTrendChangePlan($id: ID!) { changePlan(clientId: $id, plan: \"enterprise\") { id } }": types.E2eTrendChangePlanDocument,
    "query E2eLeadsFunnel($from: String!, $to: String!) { leadsFunnel(from: $from, to: $to) { days { submitted contacted qualified converted } } }": types.E2eLeadsFunnelDocument,
    "query E2eMonthlyRevenue { clientsOverview { monthlyRevenue } }": types.E2eMonthlyRevenueDocument,
    "query E2eClientAfterEdits { myClient { phoneNumber planType isActive } }": types.E2eClientAfterEditsDocument,
    "query E2eMyClientId { myClient { id } }": types.E2eMyClientIdDocument,
    "mutation E2eRenameBusiness($value: String!) { updateClientSetting(field: \"business_name\", value: $value) { id } }": types.E2eRenameBusinessDocument,
    "mutation E2eRequestPhoneNumber { requestPhoneNumber { id } }": types.E2eRequestPhoneNumberDocument,
    "mutation E2eRequestProPlan { requestPlanChange(plan: \"pro\") { id } }": types.E2eRequestProPlanDocument,
    "query E2eClientId { myClient { id } }": types.E2eClientIdDocument,
    "query E2eUsage { usage { minutesUsed minutesLimit percentUsed totalCalls testCalls forecastMinutes warningLevel } }": types.E2eUsageDocument,
    "\n      query E2eLeadsMatching($search: String) {\n        demoRequests(search: $search, limit: 200) {\n          items { id email firstName lastName companyName phone jobRole dealerType websiteUrl formType status notes contactedAt revision }\n        }\n      }\n    ": types.E2eLeadsMatchingDocument,
    "mutation E2eSubmitLead($input: DemoRequestFormInput!, $key: String!) { submitDemoRequest(input: $input, idempotencyKey: $key) { id } }": types.E2eSubmitLeadDocument,
    "mutation E2eChangeStatus($id: ID!, $status: DemoRequestStatus!, $rev: Int!) { changeDemoRequestStatus(id: $id, status: $status, expectedRevision: $rev) { id } }": types.E2eChangeStatusDocument,
    "query E2eLeadStats { demoRequestStats { total new contacted qualified converted rejected } }": types.E2eLeadStatsDocument,
    "query E2eDailyViews($day: String!) { pageViewsDaily(from: $day, to: $day) { path count leads } }": types.E2eDailyViewsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation E2eTrendChangePlan($id: ID!) { changePlan(clientId: $id, plan: \"enterprise\") { id } }"): (typeof documents)["mutation E2eTrendChangePlan($id: ID!) { changePlan(clientId: $id, plan: \"enterprise\") { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query E2eLeadsFunnel($from: String!, $to: String!) { leadsFunnel(from: $from, to: $to) { days { submitted contacted qualified converted } } }"): (typeof documents)["query E2eLeadsFunnel($from: String!, $to: String!) { leadsFunnel(from: $from, to: $to) { days { submitted contacted qualified converted } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query E2eMonthlyRevenue { clientsOverview { monthlyRevenue } }"): (typeof documents)["query E2eMonthlyRevenue { clientsOverview { monthlyRevenue } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query E2eClientAfterEdits { myClient { phoneNumber planType isActive } }"): (typeof documents)["query E2eClientAfterEdits { myClient { phoneNumber planType isActive } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query E2eMyClientId { myClient { id } }"): (typeof documents)["query E2eMyClientId { myClient { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation E2eRenameBusiness($value: String!) { updateClientSetting(field: \"business_name\", value: $value) { id } }"): (typeof documents)["mutation E2eRenameBusiness($value: String!) { updateClientSetting(field: \"business_name\", value: $value) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation E2eRequestPhoneNumber { requestPhoneNumber { id } }"): (typeof documents)["mutation E2eRequestPhoneNumber { requestPhoneNumber { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation E2eRequestProPlan { requestPlanChange(plan: \"pro\") { id } }"): (typeof documents)["mutation E2eRequestProPlan { requestPlanChange(plan: \"pro\") { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query E2eClientId { myClient { id } }"): (typeof documents)["query E2eClientId { myClient { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query E2eUsage { usage { minutesUsed minutesLimit percentUsed totalCalls testCalls forecastMinutes warningLevel } }"): (typeof documents)["query E2eUsage { usage { minutesUsed minutesLimit percentUsed totalCalls testCalls forecastMinutes warningLevel } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query E2eLeadsMatching($search: String) {\n        demoRequests(search: $search, limit: 200) {\n          items { id email firstName lastName companyName phone jobRole dealerType websiteUrl formType status notes contactedAt revision }\n        }\n      }\n    "): (typeof documents)["\n      query E2eLeadsMatching($search: String) {\n        demoRequests(search: $search, limit: 200) {\n          items { id email firstName lastName companyName phone jobRole dealerType websiteUrl formType status notes contactedAt revision }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation E2eSubmitLead($input: DemoRequestFormInput!, $key: String!) { submitDemoRequest(input: $input, idempotencyKey: $key) { id } }"): (typeof documents)["mutation E2eSubmitLead($input: DemoRequestFormInput!, $key: String!) { submitDemoRequest(input: $input, idempotencyKey: $key) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation E2eChangeStatus($id: ID!, $status: DemoRequestStatus!, $rev: Int!) { changeDemoRequestStatus(id: $id, status: $status, expectedRevision: $rev) { id } }"): (typeof documents)["mutation E2eChangeStatus($id: ID!, $status: DemoRequestStatus!, $rev: Int!) { changeDemoRequestStatus(id: $id, status: $status, expectedRevision: $rev) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query E2eLeadStats { demoRequestStats { total new contacted qualified converted rejected } }"): (typeof documents)["query E2eLeadStats { demoRequestStats { total new contacted qualified converted rejected } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query E2eDailyViews($day: String!) { pageViewsDaily(from: $day, to: $day) { path count leads } }"): (typeof documents)["query E2eDailyViews($day: String!) { pageViewsDaily(from: $day, to: $day) { path count leads } }"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;