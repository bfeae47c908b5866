import type { SeatMapCsvError, SeatMapPath, SeatMapProblem } from '@theatre/seating';
import { AppError, type FieldErrors } from '../../lib/app-error.js';

/**
 * A seat map's problems (the codes of @theatre/seating) as a 422: each under its path in the
 * document or file (`sections.0.rows.2.seats.5.label`), `validation.seat_map_<code>`; a CSV
 * file's errors under `content`, naming the line and the column.
 */

export function fieldOf(path: SeatMapPath, whole: string): string {
  return path.length === 0 ? whole : path.join('.');
}

function add(errors: FieldErrors, field: string, entry: FieldErrors[string][number]) {
  const list = (errors[field] ??= []);
  if (!list.some((known) => known.key === entry.key)) list.push(entry);
}

export function seatMapProblemsError(problems: readonly SeatMapProblem[], whole: string): AppError {
  const errors: FieldErrors = {};
  for (const problem of problems) {
    add(errors, fieldOf(problem.path, whole), { key: `validation.seat_map_${problem.code}` });
  }
  return AppError.validation(errors);
}

export function seatMapCsvError(csvErrors: readonly SeatMapCsvError[]): AppError {
  const errors: FieldErrors = { content: [] };
  for (const error of csvErrors) {
    errors.content?.push({
      key: `validation.seat_map_csv_${error.code}`,
      params: { line: error.line, column: error.column ?? '' },
    });
  }
  return AppError.validation(errors);
}
