/** User-facing validation messages of the book-demo and contact forms (spec section 5), shared by web and api. */
export const LEAD_FORM_MESSAGES = {
  invalidEmail: 'Invalid email address',
  emailTooLong: 'Email must be less than 255 characters',
  fullNameRequired: 'Full name is required',
  fullNameTooLong: 'Full name must be less than 100 characters',
  phoneTooShort: 'Phone number must be at least 5 characters',
  phoneTooLong: 'Phone number must be less than 20 characters',
  invalidPhone: 'Invalid phone number format',
  businessTypeRequired: 'Business type is required',
  businessTypeTooLong: 'Business type must be less than 100 characters',
  firstNameRequired: 'First name is required',
  firstNameTooLong: 'First name must be less than 50 characters',
  contactFirstNameTooLong: 'First name must be less than 100 characters',
  companyNameRequired: 'Company name is required',
  companyNameTooLong: 'Company name must be less than 100 characters',
  messageTooShort: 'Message must be at least 10 characters',
  messageTooLong: 'Message must be less than 1000 characters',
} as const;

/** Field limits: a value of exactly the maximum length is accepted ("less than 100" is the original form's wording). */
export const LEAD_FORM_LIMITS = {
  emailMax: 255,
  fullNameMax: 100,
  phoneMin: 5,
  phoneMax: 20,
  businessTypeMax: 100,
  getInTouchFirstNameMax: 50,
  contactFirstNameMax: 100,
  companyNameMax: 100,
  messageMin: 10,
  messageMax: 1000,
} as const;
