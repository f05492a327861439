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
    "\n            query E2eMonthlyRevenue {\n              clientsOverview {\n                monthlyRevenue\n              }\n            }\n          ": typeof types.E2eMonthlyRevenueDocument,
    "\n        query E2eClientAfterEdits {\n          myClient {\n            phoneNumber\n            planType\n            isActive\n          }\n        }\n      ": typeof types.E2eClientAfterEditsDocument,
    "\n      query E2eMyClientId {\n        myClient {\n          id\n        }\n      }\n    ": typeof types.E2eMyClientIdDocument,
    "\n      mutation E2eRenameBusiness($value: String!) {\n        updateClientSetting(field: \"business_name\", value: $value) {\n          id\n        }\n      }\n    ": typeof types.E2eRenameBusinessDocument,
    "\n        mutation E2eRequestPhoneNumber {\n          requestPhoneNumber {\n            id\n          }\n        }\n      ": typeof types.E2eRequestPhoneNumberDocument,
    "\n        mutation E2eRequestProPlan {\n          requestPlanChange(plan: \"pro\") {\n            id\n          }\n        }\n      ": typeof types.E2eRequestProPlanDocument,
    "\n  mutation E2eAssignPhoneNumber($clientId: ID!, $phoneNumber: String!) {\n    assignPhoneNumber(clientId: $clientId, phoneNumber: $phoneNumber) {\n      phoneNumber\n    }\n  }\n": typeof types.E2eAssignPhoneNumberDocument,
    "\n  query E2eRecordingUrl {\n    callLogs(limit: 1) {\n      items {\n        recording {\n          status\n          url\n        }\n      }\n    }\n  }\n": typeof types.E2eRecordingUrlDocument,
    "\n      query E2eClientId {\n        myClient {\n          id\n        }\n      }\n    ": typeof types.E2eClientIdDocument,
    "\n    query E2eUsage {\n      usage {\n        minutesUsed\n        minutesLimit\n        totalCalls\n        forecastMinutes\n      }\n    }\n  ": typeof types.E2eUsageDocument,
    "\n  mutation E2eSetSetting($field: String!, $value: String!) {\n    updateClientSetting(field: $field, value: $value) {\n      id\n    }\n  }\n": typeof types.E2eSetSettingDocument,
    "\n  mutation E2eAcceptanceAssignNumber($clientId: ID!, $phoneNumber: String!) {\n    assignPhoneNumber(clientId: $clientId, phoneNumber: $phoneNumber) {\n      phoneNumber\n    }\n  }\n": typeof types.E2eAcceptanceAssignNumberDocument,
    "\n      query E2eLeadsMatching($search: String) {\n        demoRequests(search: $search, limit: 200) {\n          items { id email firstName lastName companyName phone jobRole dealerType websiteUrl formType status notes contactedAt revision }\n        }\n      }\n    ": typeof types.E2eLeadsMatchingDocument,
    "mutation E2eSubmitLead($input: DemoRequestFormInput!, $key: String!) { submitDemoRequest(input: $input, idempotencyKey: $key) { id } }": typeof types.E2eSubmitLeadDocument,
    "mutation E2eChangeStatus($id: ID!, $status: DemoRequestStatus!, $rev: Int!) { changeDemoRequestStatus(id: $id, status: $status, expectedRevision: $rev) { id } }": typeof types.E2eChangeStatusDocument,
    "query E2eLeadStats { demoRequestStats { total new contacted qualified converted rejected } }": typeof types.E2eLeadStatsDocument,
    "\n  mutation E2ePhoneAddWebhookEndpoint($input: WebhookEndpointInput!) {\n    addWebhookEndpoint(input: $input) {\n      endpoint {\n        id\n      }\n    }\n  }\n": typeof types.E2ePhoneAddWebhookEndpointDocument,
    "\n  mutation E2eAxeAddWebhookEndpoint($input: WebhookEndpointInput!) {\n    addWebhookEndpoint(input: $input) {\n      endpoint {\n        id\n      }\n    }\n  }\n": typeof types.E2eAxeAddWebhookEndpointDocument,
    "\n            query E2eDailyViews($day: String!) {\n              pageViewsDaily(from: $day, to: $day) {\n                path\n                count\n                leads\n              }\n            }\n          ": typeof types.E2eDailyViewsDocument,
};
const documents: Documents = {
    "mutation E2eTrendChangePlan($id: ID!) { changePlan(clientId: $id, plan: \"enterprise\") { id } }": types.E2eTrendChangePlanDocument,
    "query E2eLeadsFunnel($from: String!, $to: String!) { leadsFunnel(from: $from, to: $to) { days { submitted contacted qualified converted } } }": types.E2eLeadsFunnelDocument,
    "\n            query E2eMonthlyRevenue {\n              clientsOverview {\n                monthlyRevenue\n              }\n            }\n          ": types.E2eMonthlyRevenueDocument,
    "\n        query E2eClientAfterEdits {\n          myClient {\n            phoneNumber\n            planType\n            isActive\n          }\n        }\n      ": types.E2eClientAfterEditsDocument,
    "\n      query E2eMyClientId {\n        myClient {\n          id\n        }\n      }\n    ": types.E2eMyClientIdDocument,
    "\n      mutation E2eRenameBusiness($value: String!) {\n        updateClientSetting(field: \"business_name\", value: $value) {\n          id\n        }\n      }\n    ": types.E2eRenameBusinessDocument,
    "\n        mutation E2eRequestPhoneNumber {\n          requestPhoneNumber {\n            id\n          }\n        }\n      ": types.E2eRequestPhoneNumberDocument,
    "\n        mutation E2eRequestProPlan {\n          requestPlanChange(plan: \"pro\") {\n            id\n          }\n        }\n      ": types.E2eRequestProPlanDocument,
    "\n  mutation E2eAssignPhoneNumber($clientId: ID!, $phoneNumber: String!) {\n    assignPhoneNumber(clientId: $clientId, phoneNumber: $phoneNumber) {\n      phoneNumber\n    }\n  }\n": types.E2eAssignPhoneNumberDocument,
    "\n  query E2eRecordingUrl {\n    callLogs(limit: 1) {\n      items {\n        recording {\n          status\n          url\n        }\n      }\n    }\n  }\n": types.E2eRecordingUrlDocument,
    "\n      query E2eClientId {\n        myClient {\n          id\n        }\n      }\n    ": types.E2eClientIdDocument,
    "\n    query E2eUsage {\n      usage {\n        minutesUsed\n        minutesLimit\n        totalCalls\n        forecastMinutes\n      }\n    }\n  ": types.E2eUsageDocument,
    "\n  mutation E2eSetSetting($field: String!, $value: String!) {\n    updateClientSetting(field: $field, value: $value) {\n      id\n    }\n  }\n": types.E2eSetSettingDocument,
    "\n  mutation E2eAcceptanceAssignNumber($clientId: ID!, $phoneNumber: String!) {\n    assignPhoneNumber(clientId: $clientId, phoneNumber: $phoneNumber) {\n      phoneNumber\n    }\n  }\n": types.E2eAcceptanceAssignNumberDocument,
    "\n      query E2eLeadsMatching($search: String) {\n        demoRequests(search: $search, limit: 200) {\n          items { id email firstName lastName companyName phone jobRole dealerType websiteUrl formType status notes contactedAt revision }\n        }\n      }\n    ": types.E2eLeadsMatchingDocument,
    "mutation E2eSubmitLead($input: DemoRequestFormInput!, $key: String!) { submitDemoRequest(input: $input, idempotencyKey: $key) { id } }": types.E2eSubmitLeadDocument,
    "mutation E2eChangeStatus($id: ID!, $status: DemoRequestStatus!, $rev: Int!) { changeDemoRequestStatus(id: $id, status: $status, expectedRevision: $rev) { id } }": types.E2eChangeStatusDocument,
    "query E2eLeadStats { demoRequestStats { total new contacted qualified converted rejected } }": types.E2eLeadStatsDocument,
    "\n  mutation E2ePhoneAddWebhookEndpoint($input: WebhookEndpointInput!) {\n    addWebhookEndpoint(input: $input) {\n      endpoint {\n        id\n      }\n    }\n  }\n": types.E2ePhoneAddWebhookEndpointDocument,
    "\n  mutation E2eAxeAddWebhookEndpoint($input: WebhookEndpointInput!) {\n    addWebhookEndpoint(input: $input) {\n      endpoint {\n        id\n      }\n    }\n  }\n": types.E2eAxeAddWebhookEndpointDocument,
    "\n            query E2eDailyViews($day: String!) {\n              pageViewsDaily(from: $day, to: $day) {\n                path\n                count\n                leads\n              }\n            }\n          ": types.E2eDailyViewsDocument,
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
export function graphql(source: "\n            query E2eMonthlyRevenue {\n              clientsOverview {\n                monthlyRevenue\n              }\n            }\n          "): (typeof documents)["\n            query E2eMonthlyRevenue {\n              clientsOverview {\n                monthlyRevenue\n              }\n            }\n          "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query E2eClientAfterEdits {\n          myClient {\n            phoneNumber\n            planType\n            isActive\n          }\n        }\n      "): (typeof documents)["\n        query E2eClientAfterEdits {\n          myClient {\n            phoneNumber\n            planType\n            isActive\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query E2eMyClientId {\n        myClient {\n          id\n        }\n      }\n    "): (typeof documents)["\n      query E2eMyClientId {\n        myClient {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation E2eRenameBusiness($value: String!) {\n        updateClientSetting(field: \"business_name\", value: $value) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      mutation E2eRenameBusiness($value: String!) {\n        updateClientSetting(field: \"business_name\", value: $value) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation E2eRequestPhoneNumber {\n          requestPhoneNumber {\n            id\n          }\n        }\n      "): (typeof documents)["\n        mutation E2eRequestPhoneNumber {\n          requestPhoneNumber {\n            id\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation E2eRequestProPlan {\n          requestPlanChange(plan: \"pro\") {\n            id\n          }\n        }\n      "): (typeof documents)["\n        mutation E2eRequestProPlan {\n          requestPlanChange(plan: \"pro\") {\n            id\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation E2eAssignPhoneNumber($clientId: ID!, $phoneNumber: String!) {\n    assignPhoneNumber(clientId: $clientId, phoneNumber: $phoneNumber) {\n      phoneNumber\n    }\n  }\n"): (typeof documents)["\n  mutation E2eAssignPhoneNumber($clientId: ID!, $phoneNumber: String!) {\n    assignPhoneNumber(clientId: $clientId, phoneNumber: $phoneNumber) {\n      phoneNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query E2eRecordingUrl {\n    callLogs(limit: 1) {\n      items {\n        recording {\n          status\n          url\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query E2eRecordingUrl {\n    callLogs(limit: 1) {\n      items {\n        recording {\n          status\n          url\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query E2eClientId {\n        myClient {\n          id\n        }\n      }\n    "): (typeof documents)["\n      query E2eClientId {\n        myClient {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query E2eUsage {\n      usage {\n        minutesUsed\n        minutesLimit\n        totalCalls\n        forecastMinutes\n      }\n    }\n  "): (typeof documents)["\n    query E2eUsage {\n      usage {\n        minutesUsed\n        minutesLimit\n        totalCalls\n        forecastMinutes\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation E2eSetSetting($field: String!, $value: String!) {\n    updateClientSetting(field: $field, value: $value) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation E2eSetSetting($field: String!, $value: String!) {\n    updateClientSetting(field: $field, value: $value) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation E2eAcceptanceAssignNumber($clientId: ID!, $phoneNumber: String!) {\n    assignPhoneNumber(clientId: $clientId, phoneNumber: $phoneNumber) {\n      phoneNumber\n    }\n  }\n"): (typeof documents)["\n  mutation E2eAcceptanceAssignNumber($clientId: ID!, $phoneNumber: String!) {\n    assignPhoneNumber(clientId: $clientId, phoneNumber: $phoneNumber) {\n      phoneNumber\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation E2ePhoneAddWebhookEndpoint($input: WebhookEndpointInput!) {\n    addWebhookEndpoint(input: $input) {\n      endpoint {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation E2ePhoneAddWebhookEndpoint($input: WebhookEndpointInput!) {\n    addWebhookEndpoint(input: $input) {\n      endpoint {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation E2eAxeAddWebhookEndpoint($input: WebhookEndpointInput!) {\n    addWebhookEndpoint(input: $input) {\n      endpoint {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation E2eAxeAddWebhookEndpoint($input: WebhookEndpointInput!) {\n    addWebhookEndpoint(input: $input) {\n      endpoint {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query E2eDailyViews($day: String!) {\n              pageViewsDaily(from: $day, to: $day) {\n                path\n                count\n                leads\n              }\n            }\n          "): (typeof documents)["\n            query E2eDailyViews($day: String!) {\n              pageViewsDaily(from: $day, to: $day) {\n                path\n                count\n                leads\n              }\n            }\n          "];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;