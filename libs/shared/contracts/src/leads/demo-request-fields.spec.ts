import { validateLeadFormSubmission, type LeadFormSubmission } from './demo-request-fields';
import { LEAD_FORM_MESSAGES } from './lead-form-messages';

describe('validateLeadFormSubmission: field mapping of spec section 7', () => {
  it('maps book-demo form 1: first_name holds the full name, dealer_type the business type', () => {
    const result = validateLeadFormSubmission({
      form: 'book_demo',
      email: ' a@b.example ',
      fullName: 'Ada Lovelace',
      phone: '12345',
      businessType: 'Used cars',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        formType: 'book_demo',
        email: 'a@b.example',
        firstName: 'Ada Lovelace',
        lastName: null,
        companyName: null,
        dealershipName: null,
        phone: '12345',
        jobRole: null,
        dealerType: 'Used cars',
        websiteUrl: null,
        notes: null,
      },
    });
  });

  it('maps book-demo form 2 to form type contact with the company name', () => {
    const result = validateLeadFormSubmission({
      form: 'get_in_touch',
      firstName: 'Ada',
      companyName: 'Motors',
      email: 'a@b.example',
      phone: '12345',
    });
    expect(result.ok && result.value).toMatchObject({ formType: 'contact', firstName: 'Ada', companyName: 'Motors', dealerType: null, notes: null });
  });

  it('maps the contact page message into notes', () => {
    const result = validateLeadFormSubmission({
      form: 'contact',
      firstName: 'Ada',
      companyName: 'Motors',
      email: 'a@b.example',
      phone: '12345',
      message: ' Call me tomorrow, please. ',
    });
    expect(result.ok && result.value).toMatchObject({ formType: 'contact', notes: 'Call me tomorrow, please.' });
  });

  it('uses the rules of the form the submission names', () => {
    const fields = { firstName: 'x'.repeat(60), companyName: 'Motors', email: 'a@b.example', phone: '12345', message: 'long enough message' };
    expect(validateLeadFormSubmission({ form: 'get_in_touch', ...fields })).toEqual({ ok: false, error: LEAD_FORM_MESSAGES.firstNameTooLong });
    expect(validateLeadFormSubmission({ form: 'contact', ...fields }).ok).toBe(true);
  });

  it('rejects an unknown form', () => {
    expect(validateLeadFormSubmission({ form: 'newsletter' } as unknown as LeadFormSubmission)).toEqual({
      ok: false,
      error: 'form must be one of: book_demo, get_in_touch, contact',
    });
  });
});
