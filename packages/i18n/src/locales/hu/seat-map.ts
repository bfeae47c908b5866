/**
 * A hall's seat map in the back office (decision 0036): what is wrong with a map or an imported
 * file (`validation.seat_map_<code>`, the codes of @theatre/seating), and what an import changed
 * or guessed (`seat_map_warnings.<code>`).
 */
export const seatMapValidation = {
  seat_map_invalid_json: 'A fájl nem érvényes JSON.',
  seat_map_invalid_shape: 'Ez az elem hiányzik, vagy nem a várt formájú.',
  seat_map_empty_map: 'A térképen legalább egy helynek szerepelnie kell.',
  seat_map_too_many_seats: 'Egy térképen legfeljebb 5000 hely lehet.',
  seat_map_duplicate_section_name: 'Ilyen nevű szektor már van a térképen.',
  seat_map_duplicate_row_label: 'Ilyen jelű sor már van ebben a szektorban.',
  seat_map_duplicate_seat_label: 'Ilyen számú hely már van ebben a sorban.',
  seat_map_duplicate_seat_id: 'Ez a helyazonosító kétszer szerepel a térképen.',
  seat_map_seat_outside: 'A hely kívül esik a rajz területén.',
  seat_map_stage_outside: 'A színpad kívül esik a rajz területén.',
  seat_map_block_out_of_order:
    'A sor helyeinek blokkszáma a sor mentén nem csökkenhet (a folyosó új blokkot kezd).',
  seat_map_duplicate_category: 'Ilyen nevű kategória már van.',
  seat_map_unknown_category: 'Ez a kategória nem szerepel a térkép kategóriái között.',
  seat_map_csv_empty_file: 'A fájl üres.',
  seat_map_csv_unterminated_quote: '{{line}}. sor: egy idézőjel nincs lezárva.',
  seat_map_csv_invalid_quote: '{{line}}. sor: hibás idézőjel egy mezőben.',
  seat_map_csv_missing_column: 'Hiányzik a(z) „{{column}}” oszlop.',
  seat_map_csv_unknown_column: 'Ismeretlen oszlop: „{{column}}”.',
  seat_map_csv_duplicate_column: 'A(z) „{{column}}” oszlop kétszer szerepel.',
  seat_map_csv_field_count: '{{line}}. sor: a mezők száma eltér a fejlécétől.',
  seat_map_csv_missing_value: '{{line}}. sor: a(z) „{{column}}” mező üres.',
  seat_map_csv_text_too_long: '{{line}}. sor: a(z) „{{column}}” mező túl hosszú.',
  seat_map_csv_invalid_number: '{{line}}. sor: a(z) „{{column}}” mező nem szám.',
  seat_map_csv_invalid_block: '{{line}}. sor: a blokk nem nemnegatív egész szám.',
  seat_map_csv_invalid_boolean:
    '{{line}}. sor: a(z) „{{column}}” mező értéke 1, 0 vagy üres lehet.',
  seat_map_csv_invalid_id: '{{line}}. sor: a helyazonosító nem pozitív egész szám.',
  seat_map_csv_section_en_mismatch:
    '{{line}}. sor: a szektor angol neve eltér a szektor korábbi soraiban megadottól.',
  seat_capacity_by_seats:
    'Helyre szóló előadásnál a kapacitást a helyek adják: az árkategória kapacitása a hozzá rendelt, nem zárolt helyek száma, a kedvezményes jegyé 0. Az árkategóriákat a helytérképen osztja ki.',
  concession_general:
    'Árkategóriákra érvényes kedvezményes jegy csak helyre szóló előadásnál adható meg.',
  concession_zones:
    'A kedvezményes jegy az előadás olyan jegytípusaira lehet érvényes, amelyek maguk nem kedvezményesek.',
  concession_is_zone:
    'Ez a jegytípus árkategória (helyek tartoznak hozzá, vagy kedvezményes jegy érvényes rá), ezért nem lehet kedvezményes jegy.',
} as const;

export const seatMapWarnings = {
  size_missing: 'A fájl nem adta meg a rajz méretét: a helyek köré számoltuk.',
  stage_default: 'A színpadot nem találtuk a fájlban: a rajz tetejére tettük.',
  name_missing: 'Egy névtelen szektor nevet kapott.',
  label_missing: 'Egy jel nélküli sor vagy hely jelet kapott.',
  text_shortened: 'Egy túl hosszú nevet vagy jelet lerövidítettünk.',
  seats_reordered: 'Egy sor helyeit a sor mentén újrarendeztük.',
  rows_merged: 'Egy szektor azonos jelű sorait egy sorrá vontuk össze.',
  duplicate_seat_guid: 'Egy helyazonosító kétszer szerepelt: a második hely újat kap.',
  duplicate_category: 'Egy kategória kétszer szerepelt: egyszer vettük fel.',
  unknown_category: 'Egy hely ismeretlen kategóriára hivatkozott: a kategóriát felvettük.',
  category_color_replaced: 'Egy kategória színe érvénytelen volt: alapszínt kapott.',
  seat_ids_dropped:
    'A fájl helyazonosítói közül {{count}} nem ennek a teremnek a helye: ezek a helyek új helyként kerülnek a térképre.',
} as const;
