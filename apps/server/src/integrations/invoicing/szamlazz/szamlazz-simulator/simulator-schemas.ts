import { AgentFault } from './simulator-fault.js';
import type { XmlElement } from './simulator-xml.js';

/**
 * The request schemas of the simulated actions, transcribed from Számlázz.hu's XSDs
 * (agent/xmlszamla.xsd, agentst/xmlszamlast.xsd, agentxml/xmlszamlaxml.xsd,
 * nyugtacreate/xmlnyugtacreate.xsd, nyugtast/xmlnyugtast.xsd, nyugtaget/xmlnyugtaget.xsd),
 * with every element they allow, so a valid request that uses fields the simulator ignores still
 * passes. A `sequence` is checked for order as the agent's schema validation does; an `all` only
 * for duplicates. Breaking a schema is code 57 (XML beolvasási hiba), as at Számlázz.hu.
 */

type Kind = 'string' | 'date' | 'boolean' | 'int' | 'double';

interface Field {
  name: string;
  required: boolean;
  kind: Kind;
  /** Nested elements; 'any' for blocks the simulator does not read (waybill, ledger data). */
  children?: Group | 'any';
  repeat?: boolean;
}

export interface Group {
  order: 'sequence' | 'all';
  fields: Field[];
}

const opt = (name: string, kind: Kind = 'string'): Field => ({ name, required: false, kind });
const req = (name: string, kind: Kind = 'string'): Field => ({ name, required: true, kind });
const block = (name: string, required: boolean, children: Group | 'any'): Field => ({
  name,
  required,
  kind: 'string',
  children,
});
const seq = (...fields: Field[]): Group => ({ order: 'sequence', fields });
const all = (...fields: Field[]): Group => ({ order: 'all', fields });
const many = (field: Field): Field => ({ ...field, repeat: true });

const credentials = [opt('felhasznalo'), opt('jelszo'), opt('szamlaagentkulcs')];

export const invoiceSchema = seq(
  block(
    'beallitasok',
    true,
    seq(
      ...credentials,
      req('eszamla', 'boolean'),
      req('szamlaLetoltes', 'boolean'),
      opt('szamlaLetoltesPld', 'int'),
      opt('valaszVerzio', 'int'),
      opt('aggregator'),
      opt('guardian', 'boolean'),
      opt('cikkazoninvoice', 'boolean'),
      opt('szamlaKulsoAzon'),
    ),
  ),
  block(
    'fejlec',
    true,
    seq(
      opt('keltDatum', 'date'),
      req('teljesitesDatum', 'date'),
      req('fizetesiHataridoDatum', 'date'),
      req('fizmod'),
      req('penznem'),
      req('szamlaNyelve'),
      opt('megjegyzes'),
      opt('arfolyamBank'),
      opt('arfolyam', 'double'),
      opt('rendelesSzam'),
      opt('dijbekeroSzamlaszam'),
      opt('elolegszamla', 'boolean'),
      opt('vegszamla', 'boolean'),
      opt('elolegSzamlaszam'),
      opt('helyesbitoszamla', 'boolean'),
      opt('helyesbitettSzamlaszam'),
      opt('dijbekero', 'boolean'),
      opt('szallitolevel', 'boolean'),
      opt('logoExtra'),
      opt('szamlaszamElotag'),
      opt('fizetendoKorrekcio', 'double'),
      opt('fizetve', 'boolean'),
      opt('arresAfa', 'boolean'),
      opt('eusAfa', 'boolean'),
      opt('szamlaSablon'),
      opt('elonezetpdf', 'boolean'),
    ),
  ),
  block(
    'elado',
    true,
    seq(
      opt('bank'),
      opt('bankszamlaszam'),
      opt('emailReplyto'),
      opt('emailTargy'),
      opt('emailSzoveg'),
      opt('alairoNeve'),
    ),
  ),
  block(
    'vevo',
    true,
    seq(
      req('nev'),
      opt('orszag'),
      req('irsz'),
      req('telepules'),
      req('cim'),
      opt('email'),
      opt('sendEmail', 'boolean'),
      opt('adoalany', 'int'),
      opt('adoszam'),
      opt('csoportazonosito'),
      opt('adoszamEU'),
      opt('postazasiNev'),
      opt('postazasiOrszag'),
      opt('postazasiIrsz'),
      opt('postazasiTelepules'),
      opt('postazasiCim'),
      block('vevoFokonyv', false, 'any'),
      opt('azonosito'),
      opt('alairoNeve'),
      opt('telefonszam'),
      opt('megjegyzes'),
    ),
  ),
  block('fuvarlevel', false, 'any'),
  block(
    'tetelek',
    true,
    seq(
      many(
        block(
          'tetel',
          true,
          seq(
            req('megnevezes'),
            opt('azonosito'),
            req('mennyiseg', 'double'),
            req('mennyisegiEgyseg'),
            req('nettoEgysegar', 'double'),
            req('afakulcs'),
            opt('arresAfaAlap', 'double'),
            req('nettoErtek', 'double'),
            req('afaErtek', 'double'),
            req('bruttoErtek', 'double'),
            opt('megjegyzes'),
            block('tetelFokonyv', false, 'any'),
            opt('torloKod', 'int'),
          ),
        ),
      ),
    ),
  ),
);

export const invoiceCancelSchema = seq(
  block(
    'beallitasok',
    true,
    seq(
      ...credentials,
      req('eszamla', 'boolean'),
      req('szamlaLetoltes', 'boolean'),
      opt('szamlaLetoltesPld', 'int'),
      opt('aggregator'),
      opt('guardian', 'boolean'),
      opt('valaszVerzio', 'int'),
      opt('szamlaKulsoAzon'),
    ),
  ),
  block(
    'fejlec',
    true,
    seq(
      req('szamlaszam'),
      opt('keltDatum', 'date'),
      opt('teljesitesDatum', 'date'),
      opt('megjegyzes'),
      opt('tipus'),
      opt('szamlaSablon'),
    ),
  ),
  block('elado', false, seq(opt('emailReplyto'), opt('emailTargy'), opt('emailSzoveg'))),
  block('vevo', false, seq(opt('email'), opt('adoszam'), opt('adoszamEU'))),
);

export const invoiceQuerySchema = seq(
  ...credentials,
  opt('szamlaszam'),
  opt('rendelesSzam'),
  opt('pdf', 'boolean'),
  opt('szamlaKulsoAzon'),
);

const receiptSettings = block(
  'beallitasok',
  true,
  all(...credentials, req('pdfLetoltes', 'boolean')),
);

export const receiptSchema = all(
  receiptSettings,
  block(
    'fejlec',
    true,
    all(
      opt('hivasAzonosito'),
      req('elotag'),
      req('fizmod'),
      req('penznem'),
      opt('devizaarf', 'double'),
      opt('devizabank'),
      opt('megjegyzes'),
      opt('pdfSablon'),
      opt('fokonyvVevo'),
      opt('rendelesSzam'),
    ),
  ),
  block(
    'tetelek',
    true,
    seq(
      many(
        block(
          'tetel',
          true,
          all(
            req('megnevezes'),
            opt('azonosito'),
            req('mennyiseg', 'double'),
            req('mennyisegiEgyseg'),
            req('nettoEgysegar', 'double'),
            req('afakulcs'),
            req('netto', 'double'),
            req('afa', 'double'),
            req('brutto', 'double'),
            block('fokonyv', false, 'any'),
            opt('megjegyzes'),
            opt('torloKod', 'int'),
          ),
        ),
      ),
    ),
  ),
  block(
    'kifizetesek',
    false,
    seq(
      many(
        block('kifizetes', true, all(req('fizetoeszkoz'), req('osszeg', 'double'), opt('leiras'))),
      ),
    ),
  ),
);

export const receiptCancelSchema = seq(
  block('beallitasok', true, seq(...credentials, req('pdfLetoltes', 'boolean'))),
  block('fejlec', true, seq(req('nyugtaszam'), opt('pdfSablon'), opt('hivasAzonosito'))),
);

export const receiptQuerySchema = all(
  receiptSettings,
  block(
    'fejlec',
    true,
    all(opt('nyugtaszam'), opt('rendelesSzam'), opt('hivasAzonosito'), opt('pdfSablon')),
  ),
);

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function validDate(value: string): boolean {
  const match = datePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const kindChecks: Record<Kind, (value: string) => boolean> = {
  string: () => true,
  date: validDate,
  boolean: (value) => /^(true|false|1|0)$/.test(value),
  int: (value) => /^[+-]?\d+$/.test(value),
  double: (value) => /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(value),
};

/**
 * Checks an element's children against a group: known names, in the namespace of the root, in
 * sequence order, no duplicates, required ones present, values of their XSD type.
 */
export function validate(element: XmlElement, group: Group, namespace: string, path: string): void {
  let last = -1;
  const seen = new Set<string>();
  for (const child of element.children) {
    const where = `${path}/${child.local}`;
    const index = group.fields.findIndex((field) => field.name === child.local);
    const field = group.fields[index];
    if (!field || child.namespace !== namespace) {
      throw new AgentFault(57, `XML beolvasási hiba: ismeretlen elem: ${where}`);
    }
    if (seen.has(field.name) && !field.repeat) {
      throw new AgentFault(57, `XML beolvasási hiba: ismétlődő elem: ${where}`);
    }
    if (group.order === 'sequence' && index < last) {
      throw new AgentFault(
        57,
        `XML beolvasási hiba: az elem nem a séma szerinti helyén áll: ${where}`,
      );
    }
    last = index;
    seen.add(field.name);
    if (field.children === 'any') continue;
    if (field.children) {
      if (child.text !== '') {
        throw new AgentFault(57, `XML beolvasási hiba: szöveg összetett elemben: ${where}`);
      }
      validate(child, field.children, namespace, where);
      continue;
    }
    if (child.children.length > 0) {
      throw new AgentFault(57, `XML beolvasási hiba: egyszerű elem gyerekekkel: ${where}`);
    }
    if (!kindChecks[field.kind](child.text)) {
      throw new AgentFault(57, `XML beolvasási hiba: érvénytelen ${field.kind} érték: ${where}`);
    }
  }
  for (const field of group.fields) {
    if (field.required && !seen.has(field.name)) {
      throw new AgentFault(57, `XML beolvasási hiba: hiányzó elem: ${path}/${field.name}`);
    }
  }
}
