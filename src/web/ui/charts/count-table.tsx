import { Table } from '@mantine/core';

/**
 * A chart's numbers as a table, its text alternative (`Chart`'s `table`): one row per item, its
 * label and its count. With `head`, the two columns are named and the labels are cells; without it,
 * each label heads its row.
 */
export function CountTable(props: {
  head?: readonly [label: string, count: string];
  rows: readonly { key: string; label: string; count: number }[];
}) {
  return (
    <Table>
      {props.head && (
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{props.head[0]}</Table.Th>
            <Table.Th>{props.head[1]}</Table.Th>
          </Table.Tr>
        </Table.Thead>
      )}
      <Table.Tbody>
        {props.rows.map((r) => (
          <Table.Tr key={r.key}>
            {props.head ? <Table.Td>{r.label}</Table.Td> : <Table.Th scope="row">{r.label}</Table.Th>}
            <Table.Td>{r.count}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
