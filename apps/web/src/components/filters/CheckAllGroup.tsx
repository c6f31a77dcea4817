import { Checkbox } from 'antd';

export interface CheckAllGroupProps<T extends string> {
  options: { value: T; label: string }[];
  /** The checked codes; an empty list means 全部. */
  value: T[];
  onChange: (next: T[]) => void;
}

/** A 全部 checkbox (checked while nothing is picked, clears the pick) and the option checkboxes. */
export function CheckAllGroup<T extends string>({
  options,
  value,
  onChange,
}: CheckAllGroupProps<T>) {
  return (
    <>
      <Checkbox
        checked={value.length === 0}
        onChange={(e) => {
          if (e.target.checked) {
            onChange([]);
          }
        }}
      >
        全部
      </Checkbox>
      {/* The options flow in the row beside 全部 (and wrap with it), not as one block. */}
      <Checkbox.Group
        options={options}
        value={value}
        onChange={onChange}
        style={{ display: 'contents' }}
      />
    </>
  );
}
