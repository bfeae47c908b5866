import type { Catalog } from '../../catalog.js';
import type { seatMapValidation as hu, seatMapWarnings as huWarnings } from '../hu/seat-map.js';

/** A hall's seat map in the back office: validation messages and import warnings. */
export const seatMapValidation: Catalog<typeof hu> = {
  seat_map_invalid_json: 'The file is not valid JSON.',
  seat_map_invalid_shape: 'This part is missing or not in the expected form.',
  seat_map_empty_map: 'The map must have at least one seat.',
  seat_map_too_many_seats: 'A map can have at most 5000 seats.',
  seat_map_duplicate_section_name: 'The map already has a section with this name.',
  seat_map_duplicate_row_label: 'This section already has a row with this label.',
  seat_map_duplicate_seat_label: 'This row already has a seat with this label.',
  seat_map_duplicate_seat_id: 'This seat id appears twice on the map.',
  seat_map_seat_outside: 'The seat lies outside the drawing.',
  seat_map_stage_outside: 'The stage lies outside the drawing.',
  seat_map_block_out_of_order:
    'Block numbers must not decrease along the row (an aisle starts a new block).',
  seat_map_duplicate_category: 'There is already a category with this name.',
  seat_map_unknown_category: 'This category is not one of the map’s categories.',
  seat_map_csv_empty_file: 'The file is empty.',
  seat_map_csv_unterminated_quote: 'Line {{line}}: a quote is not closed.',
  seat_map_csv_invalid_quote: 'Line {{line}}: a field has a misplaced quote.',
  seat_map_csv_missing_column: 'The column “{{column}}” is missing.',
  seat_map_csv_unknown_column: 'Unknown column: “{{column}}”.',
  seat_map_csv_duplicate_column: 'The column “{{column}}” appears twice.',
  seat_map_csv_field_count: 'Line {{line}}: the number of fields differs from the header’s.',
  seat_map_csv_missing_value: 'Line {{line}}: the field “{{column}}” is empty.',
  seat_map_csv_text_too_long: 'Line {{line}}: the field “{{column}}” is too long.',
  seat_map_csv_invalid_number: 'Line {{line}}: the field “{{column}}” is not a number.',
  seat_map_csv_invalid_block: 'Line {{line}}: the block is not a whole number of 0 or more.',
  seat_map_csv_invalid_boolean: 'Line {{line}}: the field “{{column}}” must be 1, 0 or empty.',
  seat_map_csv_invalid_id: 'Line {{line}}: the seat id is not a positive whole number.',
  seat_map_csv_section_en_mismatch:
    'Line {{line}}: the section’s English name differs from the one given on its earlier lines.',
  seat_capacity_by_seats:
    'On a seated performance the seats give the capacity: a zone’s is its seats not blocked, a concession’s is 0. Assign the zones on the seat map.',
  concession_general: 'Concessions valid in zones can only be set on a seated performance.',
  concession_zones:
    'A concession can apply to ticket types of the performance that are not concessions themselves.',
  concession_is_zone:
    'This ticket type is a zone (it has seats, or a concession applies to it), so it cannot be a concession.',
};

export const seatMapWarnings: Catalog<typeof huWarnings> = {
  size_missing: 'The file gave no drawing size: it was computed around the seats.',
  stage_default: 'No stage was found in the file: it was placed at the top of the drawing.',
  name_missing: 'A section without a name was given one.',
  label_missing: 'A row or seat without a label was given one.',
  text_shortened: 'A name or label that was too long was shortened.',
  seats_reordered: 'The seats of a row were put in their order along the row.',
  rows_merged: 'Rows of a section with the same label were merged into one.',
  duplicate_seat_guid: 'A seat id appeared twice: the second seat gets a new one.',
  duplicate_category: 'A category appeared twice: it was taken once.',
  unknown_category: 'A seat named an unknown category: the category was added.',
  category_color_replaced: 'A category’s colour was not valid: it got a default colour.',
  seat_ids_dropped:
    '{{count}} of the file’s seat ids are not seats of this hall: those seats come onto the map as new seats.',
};
