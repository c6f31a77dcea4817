import { Checkbox, Form, Radio, Space } from 'antd';
import { CARRIER_OPTIONS, SEARCH_AREA_OPTIONS } from '../../../components/filters/filter-options';
import type { SearchArea } from '../../../components/filters/filter-options';

/** Every carrier: what a new rule watches until the user narrows it. */
export const ALL_CARRIERS = CARRIER_OPTIONS.map((o) => o.value);

export interface RuleScopeFieldsProps {
  searchArea: SearchArea;
  onSearchArea: (next: SearchArea) => void;
  carriers: string[];
  onCarriers: (next: string[]) => void;
  /** After a first save attempt an empty carrier choice is shown as an error. */
  submitted: boolean;
  /** The carriers to choose from (domestic by default; abroad sets have their own). */
  options?: readonly { value: string; label: string }[];
}

/** 匹配范围 and 载体 of a keyword rule (topics and events): the area radio and the carrier checklist with 全部. */
export function RuleScopeFields({
  searchArea,
  onSearchArea,
  carriers,
  onCarriers,
  submitted,
  options = CARRIER_OPTIONS,
}: RuleScopeFieldsProps) {
  const missing = submitted && carriers.length === 0;
  const all = options.map((o) => o.value);
  return (
    <>
      <Form.Item label="匹配范围">
        <Radio.Group
          options={SEARCH_AREA_OPTIONS}
          value={searchArea}
          onChange={(e) => onSearchArea(e.target.value as SearchArea)}
        />
      </Form.Item>
      <Form.Item
        label="载体"
        required
        validateStatus={missing ? 'error' : undefined}
        help={missing ? '请至少选择一个载体' : undefined}
      >
        <Space orientation="vertical" size={4}>
          <Checkbox
            checked={carriers.length === all.length}
            indeterminate={carriers.length > 0 && carriers.length < all.length}
            onChange={(e) => onCarriers(e.target.checked ? all : [])}
          >
            全部
          </Checkbox>
          <Checkbox.Group options={[...options]} value={carriers} onChange={onCarriers} />
        </Space>
      </Form.Item>
    </>
  );
}
