import { buildSchema, parse } from 'graphql';
import { maskEmail, maskName, maskPersonalData, maskPhone, maskText } from './personal-data-masking';

const schema = buildSchema(`
  type DemoRequestHistoryEntry { byEmail: String notes: String kind: String }
  type DemoRequest { id: ID! email: String! firstName: String! lastName: String phone: String! notes: String companyName: String history: [DemoRequestHistoryEntry!]! }
  type Page { items: [DemoRequest!]! }
  type Query { demoRequests: Page! demoRequest: DemoRequest }
`);

const lead = () => ({
  id: 'l1',
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  phone: '+1 555 010 4567',
  notes: 'Call me',
  companyName: 'Doe Motors',
  history: [{ byEmail: 'admin@example.com', notes: 'Called', kind: 'notes_saved' }],
});

describe('personal-data masking', () => {
  it('masks e-mails, phones, names and free text recognisably but without the data', () => {
    expect(maskEmail('jane@example.com')).toBe('j•••@example.com');
    expect(maskPhone('+1 555 010 4567')).toBe('•••• 4567');
    expect(maskName('Jane')).toBe('J•••');
    expect(maskText('Call me')).toBe('•••');
    expect(maskEmail('no-at-sign')).toBe('•••');
  });

  it('masks through aliases, fragments, inline fragments and lists, and leaves other fields alone', () => {
    const document = parse(`
      query { demoRequests { items { id mail: email ...F ... on DemoRequest { phone history { byEmail notes kind } } companyName } } }
      fragment F on DemoRequest { firstName lastName notes }
    `);
    const data = { demoRequests: { items: [{ ...lead(), mail: 'jane@example.com' }] } } as Record<string, unknown>;
    maskPersonalData(schema, document, data);
    expect((data.demoRequests as { items: unknown[] }).items[0]).toMatchObject({
      id: 'l1',
      mail: 'j•••@example.com',
      firstName: 'J•••',
      lastName: 'D•••',
      notes: '•••',
      phone: '•••• 4567',
      companyName: 'Doe Motors',
      history: [{ byEmail: 'a•••@example.com', notes: '•••', kind: 'notes_saved' }],
    });
  });

  it('applies every operation of a many-operation document, so the one that ran is always masked', () => {
    const document = parse(`query A { demoRequest { id } } query B { demoRequest { email } }`);
    const data = { demoRequest: { email: 'jane@example.com' } };
    maskPersonalData(schema, document, data);
    expect(data.demoRequest.email).toBe('j•••@example.com');
  });
});
