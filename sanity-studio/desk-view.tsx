import { Box, Flex, Spinner, Stack, Text } from "@sanity/ui";
import type { ReactNode } from "react";

/** The frame of the desk's Translations and Quality views: a spinner until their documents are read, then what they
 * say they show, and their sections. */
export function DeskView({ loading, intro, children }: { loading: boolean; intro: ReactNode; children: ReactNode }) {
  if (loading)
    return (
      <Flex padding={5} justify="center">
        <Spinner muted />
      </Flex>
    );
  return (
    <Box padding={4}>
      <Stack space={5}>
        <Text size={1} muted>
          {intro}
        </Text>
        {children}
      </Stack>
    </Box>
  );
}
