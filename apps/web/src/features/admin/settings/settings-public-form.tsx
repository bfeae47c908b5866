import '../shared/content-styles';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Alert,
  Button,
  Fieldset,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  backgroundPatterns,
  socialIcons,
  type AdminPublicSettings,
  type PublicSettingsBody,
} from '@theatre/contracts';
import { Controller, useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import { errorText, zodParseOptions } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useServerErrors } from '../../../lib/use-server-errors';
import { useSavePublicSettings } from './settings-api';
import { useAdminTranslation } from '../shared/use-admin-translation';
import {
  publicSettingsFields,
  publicSettingsFormOf,
  publicSettingsFormSchema,
  type PublicSettingsForm,
} from './settings-form';

const maxSocialLinks = 10;

/** The background colour: the hex code typed, or picked with the browser's own colour picker. */
function ColourField({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
}) {
  const { t } = useAdminTranslation();
  const valid = /^#[0-9a-f]{6}$/i.test(value);
  return (
    <TextInput
      label={t('settings.public.background_color')}
      description={t('settings.public.background_color_description')}
      value={value}
      onChange={(event) => {
        onChange(event.currentTarget.value);
      }}
      onBlur={onBlur}
      error={error}
      required
      maxLength={7}
      spellCheck={false}
      autoCapitalize="none"
      rightSectionWidth={48}
      rightSectionPointerEvents="all"
      rightSection={
        <input
          type="color"
          value={valid ? value.toLowerCase() : '#dfdbe5'}
          onChange={(event) => {
            onChange(event.currentTarget.value.toUpperCase());
          }}
          aria-label={t('settings.public.background_color_picker')}
          title={t('settings.public.background_color_picker')}
          style={{
            width: 36,
            height: 26,
            padding: 0,
            border: 0,
            background: 'none',
            cursor: 'pointer',
          }}
        />
      }
    />
  );
}

/**
 * The public settings of docs/product.md §3: the brand, the background, the pop-up picture, the tag
 * manager and the social links, checked by the server's own rules before sending (colours as hex,
 * links http(s) only, the tag id's format) and again by the server.
 */
export function SettingsPublicForm({ settings }: { settings: AdminPublicSettings }) {
  const { t } = useAdminTranslation();
  const save = useSavePublicSettings();
  const form = useForm<PublicSettingsForm, unknown, PublicSettingsBody>({
    resolver: zodResolver(publicSettingsFormSchema, zodParseOptions),
    defaultValues: publicSettingsFormOf(settings),
  });
  const { errors, isSubmitting } = form.formState;
  const socialLinks = useFieldArray({ control: form.control, name: 'social_links' });
  const bannerEnabled = useWatch({ control: form.control, name: 'banner_enabled' });
  const { formError, applyServerErrors, clearFormError } = useServerErrors(
    form.setError,
    publicSettingsFields as unknown as Path<PublicSettingsForm>[],
    t('settings.network_error'),
  );

  const onSubmit = form.handleSubmit(async (body) => {
    clearFormError();
    try {
      const reply = await save.mutateAsync(body);
      form.reset(publicSettingsFormOf(reply.settings.public));
      notify({ tone: 'success', message: reply.message });
    } catch (error) {
      applyServerErrors(error);
    }
  });

  const invalid = Object.keys(errors).length > 0;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="settings-public-title"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={2} size="h3" id="settings-public-title">
              {t('settings.public.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('settings.public.description')}
            </Text>
          </Stack>
          {formError || invalid ? (
            <Alert color="red" variant="light" role="alert">
              {formError ?? t('settings.fix_fields')}
            </Alert>
          ) : null}

          <Fieldset legend={t('settings.public.brand_section')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t('settings.public.theatre_name')}
                required
                maxLength={120}
                error={errorText(errors.theatre_name?.message)}
                {...form.register('theatre_name')}
              />
              <TextInput
                label={t('settings.public.brand_title')}
                required
                maxLength={120}
                error={errorText(errors.brand_title?.message)}
                {...form.register('brand_title')}
              />
              <TextInput
                label={t('settings.public.brand_title_en')}
                required
                maxLength={120}
                lang="en"
                error={errorText(errors.brand_title_en?.message)}
                {...form.register('brand_title_en')}
              />
              <TextInput
                label={t('settings.public.brand_image_url')}
                description={t('settings.public.brand_image_description')}
                maxLength={500}
                inputMode="url"
                spellCheck={false}
                error={errorText(errors.brand_image_url?.message)}
                {...form.register('brand_image_url')}
              />
            </SimpleGrid>
          </Fieldset>

          <Fieldset legend={t('settings.public.background_section')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Controller
                control={form.control}
                name="background_color"
                render={({ field }) => (
                  <ColourField
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errorText(errors.background_color?.message)}
                  />
                )}
              />
              <NativeSelect
                label={t('settings.public.pattern')}
                error={errorText(errors.background_pattern_class?.message)}
                data={[
                  { value: '', label: t('settings.public.patterns.none') },
                  ...backgroundPatterns.map((pattern) => ({
                    value: pattern,
                    label: t(`settings.public.patterns.${pattern}`),
                  })),
                ]}
                {...form.register('background_pattern_class')}
              />
            </SimpleGrid>
          </Fieldset>

          <Fieldset legend={t('settings.public.banner_section')}>
            <Stack gap="md">
              <Controller
                control={form.control}
                name="banner_enabled"
                render={({ field }) => (
                  <Switch
                    label={t('settings.public.banner_enabled')}
                    checked={field.value}
                    onChange={(event) => {
                      field.onChange(event.currentTarget.checked);
                    }}
                    onBlur={field.onBlur}
                    name={field.name}
                  />
                )}
              />
              {bannerEnabled ? (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <TextInput
                    label={t('settings.public.banner_image')}
                    description={t('settings.public.banner_image_description')}
                    required
                    maxLength={500}
                    inputMode="url"
                    spellCheck={false}
                    error={errorText(errors.popup_banner?.image_url?.message)}
                    {...form.register('popup_banner.image_url')}
                  />
                  <TextInput
                    label={t('settings.public.banner_link')}
                    description={t('settings.public.banner_link_description')}
                    maxLength={500}
                    inputMode="url"
                    spellCheck={false}
                    error={errorText(errors.popup_banner?.link?.message)}
                    {...form.register('popup_banner.link')}
                  />
                  <TextInput
                    label={t('settings.public.banner_alt')}
                    description={t('settings.public.banner_alt_description')}
                    required
                    maxLength={300}
                    error={errorText(errors.popup_banner?.alt?.message)}
                    {...form.register('popup_banner.alt')}
                  />
                  <TextInput
                    label={t('settings.public.banner_alt_en')}
                    description={t('settings.public.banner_alt_description')}
                    required
                    maxLength={300}
                    lang="en"
                    error={errorText(errors.popup_banner?.alt_en?.message)}
                    {...form.register('popup_banner.alt_en')}
                  />
                </SimpleGrid>
              ) : null}
            </Stack>
          </Fieldset>

          <Fieldset legend={t('settings.public.tag_section')}>
            <TextInput
              label={t('settings.public.google_tag')}
              description={t('settings.public.google_tag_description')}
              maxLength={20}
              spellCheck={false}
              autoCapitalize="characters"
              error={errorText(errors.google_tag?.message)}
              {...form.register('google_tag')}
            />
          </Fieldset>

          <Fieldset legend={t('settings.public.social_section')}>
            <Stack gap="md">
              {socialLinks.fields.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('settings.public.social_empty')}
                </Text>
              ) : null}
              {socialLinks.fields.map((item, index) => {
                const itemErrors = errors.social_links?.[index];
                const label = t('settings.public.social_item', { index: index + 1 });
                return (
                  <Stack
                    key={item.id}
                    gap="xs"
                    component="fieldset"
                    style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
                  >
                    <Text component="legend" size="sm" fw={700} p={0}>
                      {label}
                    </Text>
                    <Group gap="sm" align="flex-start" wrap="wrap">
                      <TextInput
                        label={t('settings.public.social_name')}
                        required
                        maxLength={60}
                        error={errorText(itemErrors?.name?.message)}
                        style={{ flex: '1 1 140px' }}
                        {...form.register(`social_links.${index}.name`)}
                      />
                      <TextInput
                        label={t('settings.public.social_link')}
                        required
                        maxLength={500}
                        inputMode="url"
                        spellCheck={false}
                        error={errorText(itemErrors?.link?.message)}
                        style={{ flex: '3 1 220px' }}
                        {...form.register(`social_links.${index}.link`)}
                      />
                      <NativeSelect
                        label={t('settings.public.social_icon')}
                        error={errorText(itemErrors?.icon?.message)}
                        data={socialIcons.map((icon) => ({
                          value: icon,
                          label: t(`settings.public.icons.${icon}`),
                        }))}
                        style={{ flex: '1 1 140px' }}
                        {...form.register(`social_links.${index}.icon`)}
                      />
                      <ActionIcon
                        variant="subtle"
                        color="red.9"
                        size="lg"
                        mt={26}
                        aria-label={t('settings.public.social_remove', {
                          index: index + 1,
                        })}
                        title={t('settings.public.social_remove', { index: index + 1 })}
                        onClick={() => {
                          socialLinks.remove(index);
                        }}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Stack>
                );
              })}
              {socialLinks.fields.length < maxSocialLinks ? (
                <Button
                  variant="default"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={() => {
                    socialLinks.append({ name: '', link: 'https://', icon: 'facebook' });
                  }}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t('settings.public.social_add')}
                </Button>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('settings.public.social_limit')}
                </Text>
              )}
            </Stack>
          </Fieldset>

          <Button
            type="submit"
            loading={isSubmitting}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('settings.public.save')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
