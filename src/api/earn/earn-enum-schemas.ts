import * as z from '@/lib/zod';
import {
  AccountType,
  DisplayStatus,
  DualDirection,
  Eligibility,
  ExportStatus,
  GrayStage,
  LiquidityAction,
  LiquidityPositionState,
  LiquidityRemoveMode,
  OrderStatus,
  PayoutSchedule,
  PositionStatus,
  ProcessingState,
  ProductArea,
  ProductType,
  RedemptionType,
  RunningState,
  SortApr,
  StakingAction,
  VoucherStatus,
  WalletRecordType,
} from './earn-enums';

/** Schemas of the earn wire's numeric enums (earn-enums.ts), for the wire schemas. */

function numericEnum<const T extends Record<string, number>>(values: T) {
  return z.literal(Object.values(values) as [T[keyof T], ...T[keyof T][]]);
}

export const productTypeSchema = numericEnum(ProductType);
/** An availability this client does not know reads as Default rather than failing the whole list. */
export const displayStatusSchema = z.catch(numericEnum(DisplayStatus), DisplayStatus.Default);
export const runningStateSchema = z.catch(numericEnum(RunningState), RunningState.Unknown);
export const orderStatusSchema = numericEnum(OrderStatus);
export const processingStateSchema = numericEnum(ProcessingState);
/** A step this client does not know is kept as a number and left out of the timeline, never shown as another. */
export const orderStepSchema = z.int();
export const stakingActionSchema = numericEnum(StakingAction);
export const liquidityPositionStateSchema = numericEnum(LiquidityPositionState);
export const liquidityActionSchema = numericEnum(LiquidityAction);
export const liquidityRemoveModeSchema = numericEnum(LiquidityRemoveMode);
export const dualDirectionSchema = numericEnum(DualDirection);
export const eligibilitySchema = z.catch(numericEnum(Eligibility), Eligibility.Unknown);
export const voucherStatusSchema = numericEnum(VoucherStatus);
export const grayStageSchema = z.catch(numericEnum(GrayStage), GrayStage.Unknown);
export const accountTypeSchema = numericEnum(AccountType);
export const redemptionTypeSchema = numericEnum(RedemptionType);
export const payoutScheduleSchema = numericEnum(PayoutSchedule);
export const positionStatusSchema = numericEnum(PositionStatus);
export const walletRecordTypeSchema = numericEnum(WalletRecordType);
export const exportStatusSchema = numericEnum(ExportStatus);
export const productAreaSchema = numericEnum(ProductArea);
export const sortAprSchema = numericEnum(SortApr);
