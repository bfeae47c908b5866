import { Typography } from '@mantine/core';
import classes from './html-content.module.css';

interface HtmlContentProps {
  /** Sanitised on the server (sanitize-html over the rendered Markdown). */
  html: string;
  lang?: string | undefined;
}

/** Rich text from the server (event descriptions, infos, documents) in Mantine's typography styles. */
export function HtmlContent({ html, lang }: HtmlContentProps) {
  return (
    <Typography className={classes.root} lang={lang}>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
