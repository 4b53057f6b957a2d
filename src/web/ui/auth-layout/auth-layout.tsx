import { Box, Center, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LanguagePicker } from '../language-picker.tsx';
import { LegalLinks } from './legal-links.tsx';

/** The frame of the sign-in screens: logo, portal name, a card, the legal links. */
export function AuthLayout(props: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)">
      <Box p="md" style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <LanguagePicker />
      </Box>
      <Center px="md" pb="xl">
        <Stack w="100%" maw={440} gap="lg">
          <Stack align="center" gap={6}>
            <Image src="/favicon.svg" alt="" w={48} h={48} />
            <Title order={1} size="h2" ta="center">
              {props.title}
            </Title>
            {props.subtitle && (
              <Text c="dimmed" ta="center">
                {props.subtitle}
              </Text>
            )}
          </Stack>
          <Paper withBorder shadow="sm" radius="md" p="xl">
            {props.children}
          </Paper>
          <LegalLinks />
        </Stack>
      </Center>
    </Box>
  );
}
