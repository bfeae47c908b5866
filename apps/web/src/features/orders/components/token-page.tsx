import { Container, Group, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/error-state';
import { NotFoundState } from '../../../components/not-found-state';
import { paths } from '../../../config/paths';
import { isMissingPage } from '../../../lib/failure';

/** What a token page says while it loads, when its link is unknown, and when loading failed. */
export interface TokenPageTexts {
  loading: string;
  notFoundTitle: string;
  notFoundText: string;
  home: string;
  loadError: string;
}

/**
 * A page opened from an e-mailed link with a token of its own (a moved performance, a refused
 * refund's bank details): its data once loaded; an unknown (or empty) token's page; a load error
 * with a retry; a spinner meanwhile.
 */
export function TokenPage<T>({
  token,
  query,
  texts,
  size,
  children,
}: {
  token: string;
  query: UseQueryResult<T>;
  texts: TokenPageTexts;
  size: 'sm' | 'md';
  children: (data: T) => ReactNode;
}) {
  let content: ReactNode;
  if (query.data !== undefined) {
    content = children(query.data);
  } else if (token === '' || isMissingPage(query.error)) {
    content = (
      <NotFoundState
        order={1}
        title={texts.notFoundTitle}
        text={texts.notFoundText}
        actionLabel={texts.home}
        actionTo={paths.home()}
      />
    );
  } else if (query.isError) {
    content = (
      <ErrorState
        headingOrder={1}
        message={texts.loadError}
        error={query.error}
        onRetry={() => {
          void query.refetch();
        }}
        retrying={query.isFetching}
      />
    );
  } else {
    content = (
      <Group justify="center" py="xl">
        <Loader aria-label={texts.loading} />
      </Group>
    );
  }
  return (
    <Container size={size} py="lg">
      {content}
    </Container>
  );
}
