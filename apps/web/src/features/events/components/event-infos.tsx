import { Accordion } from '@mantine/core';
import type { EventInfo } from '@theatre/contracts';
import { HtmlContent } from '../../../components/html-content';
import { useLocale } from '../../../lib/i18n';
import { translated } from '../../../lib/translated';

/** The event's infos ("good to know") as an accordion; the first one open. */
export function EventInfos({ infos }: { infos: readonly EventInfo[] }) {
  const locale = useLocale();
  const first = infos[0];
  return (
    <Accordion
      variant="separated"
      multiple
      defaultValue={first ? [String(first.id)] : []}
      order={3}
    >
      {infos.map((info) => (
        <Accordion.Item key={info.id} value={String(info.id)}>
          <Accordion.Control>
            {translated(locale, info.name, info.name_translations)}
          </Accordion.Control>
          <Accordion.Panel>
            <HtmlContent html={translated(locale, info.content, info.content_translations)} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
