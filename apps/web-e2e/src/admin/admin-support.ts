import type { APIRequestContext, Page } from '@playwright/test';
import { graphql } from '@receptionist/graphql-documents';
import { createConfirmedClient, PASSWORD } from '../support/auth';
import { accessToken, graphqlRequest } from '../support/graphql';

export interface TestClient {
  email: string;
  businessName: string;
}

/**
 * A confirmed client whose record exists (as after the first dashboard visit), with a unique business name; with
 * `requests`, the owner has asked for a phone number and for the Pro plan.
 */
export async function createClientRecord(request: APIRequestContext, options: { requests?: boolean } = {}): Promise<TestClient> {
  const email = await createConfirmedClient(request, 'admin-area');
  const token = await accessToken(request, { email, password: PASSWORD });
  const businessName = `Motors ${email.split('@')[0]}`;
  await graphqlRequest(
    request,
    graphql(`
      query E2eMyClientId {
        myClient {
          id
        }
      }
    `),
    {},
    token,
  );
  await graphqlRequest(
    request,
    graphql(`
      mutation E2eRenameBusiness($value: String!) {
        updateClientSetting(field: "business_name", value: $value) {
          id
        }
      }
    `),
    { value: businessName },
    token,
  );
  if (options.requests) {
    await graphqlRequest(
      request,
      graphql(`
        mutation E2eRequestPhoneNumber {
          requestPhoneNumber {
            id
          }
        }
      `),
      {},
      token,
    );
    await graphqlRequest(
      request,
      graphql(`
        mutation E2eRequestProPlan {
          requestPlanChange(plan: "pro") {
            id
          }
        }
      `),
      {},
      token,
    );
  }
  return { email, businessName };
}

/** The figure a stat card shows, e.g. 'Monthly Revenue' → '$1,234'. */
export function statValue(page: Page, label: string) {
  return page.getByRole('region', { name: label }).getByTestId('stat-value');
}
