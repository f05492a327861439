import { LEAD_FORM_MESSAGES as M } from './lead-form-messages';
import { validateBookDemoForm, validateContactForm, validateGetInTouchForm } from './lead-form-rules';

const bookDemo = { email: 'ada@dealer.example', fullName: 'Ada Lovelace', phone: '+1 (555) 010-2000', businessType: 'Franchise dealer' };
const getInTouch = { firstName: 'Ada', companyName: 'Lovelace Motors', email: 'ada@dealer.example', phone: '555 0100' };
const contact = { ...getInTouch, message: 'Please call me about pricing.' };

const errorOf = (result: { ok: boolean; error?: string }) => (result.ok ? null : result.error);

describe('book-demo form 1', () => {
  it('accepts valid input and returns every value trimmed', () => {
    expect(validateBookDemoForm({ email: ' ada@dealer.example ', fullName: ' Ada ', phone: ' 12345 ', businessType: ' Used cars ' })).toEqual({
      ok: true,
      value: { email: 'ada@dealer.example', fullName: 'Ada', phone: '12345', businessType: 'Used cars' },
    });
  });

  it.each([
    ['email', 'not-an-email', M.invalidEmail],
    ['email', '   ', M.invalidEmail],
    ['email', `${'a'.repeat(250)}@x.example`, M.emailTooLong],
    ['fullName', '   ', M.fullNameRequired],
    ['fullName', 'x'.repeat(101), M.fullNameTooLong],
    ['phone', '', M.phoneTooShort],
    ['phone', '1234', M.phoneTooShort],
    ['phone', '1'.repeat(21), M.phoneTooLong],
    ['phone', '555-CALL-NOW', M.invalidPhone],
    ['businessType', '', M.businessTypeRequired],
    ['businessType', 'x'.repeat(101), M.businessTypeTooLong],
  ])('rejects %s %p with its message', (field, value, message) => {
    expect(validateBookDemoForm({ ...bookDemo, [field]: value })).toEqual({ ok: false, error: message });
  });

  it('accepts values of exactly the maximum length', () => {
    const result = validateBookDemoForm({ ...bookDemo, fullName: 'x'.repeat(100), phone: '1'.repeat(20), businessType: 'y'.repeat(100) });
    expect(result.ok).toBe(true);
  });

  it('reports the first failing rule in the order of the form: email, full name, phone, business type', () => {
    expect(errorOf(validateBookDemoForm({}))).toBe(M.invalidEmail);
    expect(errorOf(validateBookDemoForm({ email: bookDemo.email }))).toBe(M.fullNameRequired);
    expect(errorOf(validateBookDemoForm({ email: bookDemo.email, fullName: 'A' }))).toBe(M.phoneTooShort);
    expect(errorOf(validateBookDemoForm({ ...bookDemo, businessType: undefined }))).toBe(M.businessTypeRequired);
  });

  it('treats values that are not strings as empty', () => {
    expect(errorOf(validateBookDemoForm({ ...bookDemo, fullName: 42 }))).toBe(M.fullNameRequired);
  });
});

describe('book-demo form 2 (get in touch)', () => {
  it('accepts valid input', () => {
    expect(validateGetInTouchForm(getInTouch)).toEqual({ ok: true, value: getInTouch });
  });

  it.each([
    ['firstName', ' ', M.firstNameRequired],
    ['firstName', 'x'.repeat(51), M.firstNameTooLong],
    ['companyName', '', M.companyNameRequired],
    ['companyName', 'x'.repeat(101), M.companyNameTooLong],
    ['email', 'ada@', M.invalidEmail],
    ['phone', '12', M.phoneTooShort],
  ])('rejects %s %p with its message', (field, value, message) => {
    expect(errorOf(validateGetInTouchForm({ ...getInTouch, [field]: value }))).toBe(message);
  });

  it('checks first name, company, email, phone in that order', () => {
    expect(errorOf(validateGetInTouchForm({ email: 'bad' }))).toBe(M.firstNameRequired);
    expect(errorOf(validateGetInTouchForm({ firstName: 'A', email: 'bad' }))).toBe(M.companyNameRequired);
    expect(errorOf(validateGetInTouchForm({ firstName: 'A', companyName: 'B', email: 'bad' }))).toBe(M.invalidEmail);
  });
});

describe('contact form', () => {
  it('accepts valid input with the message trimmed', () => {
    expect(validateContactForm({ ...contact, message: `  ${contact.message}  ` })).toEqual({ ok: true, value: contact });
  });

  it.each([
    ['firstName', 'x'.repeat(101), M.contactFirstNameTooLong],
    ['companyName', ' ', M.companyNameRequired],
    ['message', '  too short ', M.messageTooShort],
    ['message', 'x'.repeat(1001), M.messageTooLong],
  ])('rejects %s with its message', (field, value, message) => {
    expect(errorOf(validateContactForm({ ...contact, [field]: value }))).toBe(message);
  });

  it('allows a first name of 100 characters and a message of 10 to 1000', () => {
    expect(validateContactForm({ ...contact, firstName: 'x'.repeat(100), message: 'y'.repeat(10) }).ok).toBe(true);
    expect(validateContactForm({ ...contact, message: 'y'.repeat(1000) }).ok).toBe(true);
  });
});
