import type { Catalog } from '../../catalog.js';
import type { server as hu } from '../hu/server.js';

export const server: Catalog<typeof hu> = {
  errors: {
    validation_failed: 'The data given is invalid.',
    not_found: 'The item cannot be found.',
    route_not_found: 'There is no such endpoint.',
    event_not_found: 'The event cannot be found.',
    document_not_found: 'The document cannot be found.',
    settings_type_not_found: 'There is no such settings group.',
    unauthenticated: 'Please log in.',
    session_expired: 'Your session has expired, please log in again.',
    forbidden: 'You have no permission to perform the requested action!',
    not_your_order: 'Not your order!',
    rate_limited: 'Too many requests. Please try again in {{seconds}} seconds.',
    payload_too_large: 'The request is too large.',
    unsupported_media_type: 'The request format is not supported.',
    bad_request: 'Bad request.',
    maintenance: 'Our site is being updated. Please try again in a few minutes.',
    overloaded: 'The system is overloaded right now. Please try again in a few seconds.',
    internal: 'Something went wrong on our side.',
  },
  validation: {
    required: 'This field is required.',
    invalid_type: 'The value of this field is invalid.',
    too_long: 'At most {{max}} characters are allowed.',
    too_short: 'At least {{min}} characters are required.',
    too_big: 'The value must be at most {{max}}.',
    too_small: 'The value must be at least {{min}}.',
    invalid_format: 'The format of this field is invalid.',
    invalid_value: 'This value is not allowed.',
    unknown_field: 'Unknown field.',
    date: 'Give the date as YYYY-MM-DD.',
    id_or_slug: 'Invalid identifier.',
    email: 'Invalid email address',
    url: 'Invalid URL',
  },
};
