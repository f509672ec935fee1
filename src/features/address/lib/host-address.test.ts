import { describe, expect, it } from 'vitest';
import { PostalAddress } from '@contract/address';
import { fromHostAddress, pickHostAddress, type HostSdk } from './host-address';

const WECHAT_RESULT = {
  errMsg: 'openAddress:ok',
  userName: '张三',
  telNumber: '13800000000',
  provinceName: '广东省',
  cityName: '广州市',
  countryName: '海珠区',
  detailInfo: '新港中路397号',
  postalCode: '510000',
  nationalCode: '440105',
};

const answering = (answer: (options: Parameters<NonNullable<HostSdk['openAddress']>>[0]) => void): HostSdk => ({
  openAddress: answer,
});

describe("the host's address picker", () => {
  it('gives the five fields, the district (the SDK calls it countryName) in front of the street', () => {
    const address = fromHostAddress(WECHAT_RESULT);
    expect(address).toEqual({
      countryName: '中国',
      provinceName: '广东省',
      cityName: '广州市',
      detailInfo: '海珠区 新港中路397号',
      postalCode: '510000',
    });
    expect(PostalAddress.safeParse(address).success).toBe(true);
  });

  it('does not repeat a district the street already names, and takes Hong Kong as a region', () => {
    expect(fromHostAddress({ ...WECHAT_RESULT, detailInfo: '海珠区新港中路397号' }).detailInfo).toBe(
      '海珠区新港中路397号',
    );
    const hongKong = fromHostAddress({
      provinceName: '香港特别行政区',
      cityName: '香港岛',
      countryName: '中西区',
      detailInfo: '皇后大道中1号',
    });
    expect(hongKong.countryName).toBe('中国香港');
    expect(hongKong.detailInfo).toBe('中西区 皇后大道中1号');
  });

  it('turns missing or non-text fields into empty text', () => {
    expect(fromHostAddress({ provinceName: 5, cityName: null, detailInfo: ' 路 ' })).toEqual({
      countryName: '中国',
      provinceName: '',
      cityName: '',
      detailInfo: '路',
      postalCode: '',
    });
  });

  it('answers null without a picker, on cancel, on failure and when the SDK throws', async () => {
    expect(await pickHostAddress(undefined)).toBeNull();
    expect(await pickHostAddress({})).toBeNull();
    expect(await pickHostAddress(answering((o) => o.cancel?.()))).toBeNull();
    expect(await pickHostAddress(answering((o) => o.fail?.({ errMsg: 'openAddress:fail' })))).toBeNull();
    expect(
      await pickHostAddress(
        answering(() => {
          throw new Error('not configured');
        }),
      ),
    ).toBeNull();
    const picked = await pickHostAddress(answering((o) => setTimeout(() => o.success?.(WECHAT_RESULT))));
    expect(picked?.detailInfo).toBe('海珠区 新港中路397号');
  });
});
