// The sandbox payment page's words in the app's 11 languages. The page is the server's, not
// the app's, so its strings cannot come from the app's Lingui catalogs: they live here, few
// and checked by tests/server/sandbox-page-language.test.ts. `{merchant}` is a placeholder.
import type { Locale } from '@contract/locales';

export interface SandboxStrings {
  /** Who is paid: the app's name as the app shows it. */
  merchant: string;
  title: string;
  sandboxNote: string;
  order: string;
  amount: string;
  confirm: string;
  cancel: string;
  alreadyPaid: string;
  alreadyCancelled: string;
  notFoundTitle: string;
  notFoundText: string;
}

export const SANDBOX_STRINGS: Record<Locale, SandboxStrings> = {
  cn: {
    merchant: '景区导览',
    title: '向{merchant}付款',
    sandboxNote: '沙箱支付：不会产生真实扣款。',
    order: '订单',
    amount: '金额',
    confirm: '确认支付',
    cancel: '取消',
    alreadyPaid: '这笔付款已完成。',
    alreadyCancelled: '这笔付款已取消。',
    notFoundTitle: '找不到这笔支付',
    notFoundText: '这笔支付不存在或已过期。请返回订单重新支付。',
  },
  en: {
    merchant: 'Scenic Guide',
    title: 'Pay {merchant}',
    sandboxNote: 'Sandbox payment: no money moves.',
    order: 'Order',
    amount: 'Amount',
    confirm: 'Confirm payment',
    cancel: 'Cancel',
    alreadyPaid: 'This payment is already paid.',
    alreadyCancelled: 'This payment is cancelled.',
    notFoundTitle: 'Payment not found',
    notFoundText: 'This payment does not exist or has expired. Go back to the order and pay again.',
  },
  fr: {
    merchant: 'Guide des sites touristiques',
    title: 'Payer {merchant}',
    sandboxNote: 'Paiement sandbox : aucun argent n’est débité.',
    order: 'Commande',
    amount: 'Montant',
    confirm: 'Confirmer le paiement',
    cancel: 'Annuler',
    alreadyPaid: 'Ce paiement a déjà été effectué.',
    alreadyCancelled: 'Ce paiement a été annulé.',
    notFoundTitle: 'Paiement introuvable',
    notFoundText: 'Ce paiement n’existe pas ou a expiré. Revenez à la commande et payez à nouveau.',
  },
  ru: {
    merchant: 'Путеводитель по достопримечательностям',
    title: 'Оплата: {merchant}',
    sandboxNote: 'Тестовая оплата (песочница): деньги не списываются.',
    order: 'Заказ',
    amount: 'Сумма',
    confirm: 'Подтвердить оплату',
    cancel: 'Отмена',
    alreadyPaid: 'Этот платёж уже оплачен.',
    alreadyCancelled: 'Этот платёж отменён.',
    notFoundTitle: 'Платёж не найден',
    notFoundText: 'Такого платежа нет или срок его действия истёк. Вернитесь к заказу и оплатите снова.',
  },
  'zh-Hant': {
    merchant: '景點導賞',
    title: '向{merchant}付款',
    sandboxNote: '沙盒付款：不會實際扣款。',
    order: '訂單',
    amount: '金額',
    confirm: '確認付款',
    cancel: '取消',
    alreadyPaid: '這筆付款已完成。',
    alreadyCancelled: '這筆付款已取消。',
    notFoundTitle: '找不到這筆付款',
    notFoundText: '這筆付款不存在或已過期。請返回訂單重新付款。',
  },
  vi: {
    merchant: 'Hướng dẫn tham quan',
    title: 'Thanh toán cho {merchant}',
    sandboxNote: 'Thanh toán thử nghiệm (sandbox): không có tiền bị trừ.',
    order: 'Đơn hàng',
    amount: 'Số tiền',
    confirm: 'Xác nhận thanh toán',
    cancel: 'Hủy',
    alreadyPaid: 'Khoản thanh toán này đã được thanh toán.',
    alreadyCancelled: 'Khoản thanh toán này đã bị hủy.',
    notFoundTitle: 'Không tìm thấy khoản thanh toán',
    notFoundText: 'Khoản thanh toán này không tồn tại hoặc đã hết hạn. Hãy quay lại đơn hàng và thanh toán lại.',
  },
  th: {
    merchant: 'คู่มือนำเที่ยว',
    title: 'ชำระเงินให้ {merchant}',
    sandboxNote: 'การชำระเงินแบบแซนด์บ็อกซ์: ไม่มีการตัดเงินจริง',
    order: 'คำสั่งซื้อ',
    amount: 'จำนวนเงิน',
    confirm: 'ยืนยันการชำระเงิน',
    cancel: 'ยกเลิก',
    alreadyPaid: 'รายการนี้ชำระเงินแล้ว',
    alreadyCancelled: 'รายการนี้ถูกยกเลิกแล้ว',
    notFoundTitle: 'ไม่พบรายการชำระเงิน',
    notFoundText: 'ไม่มีรายการชำระเงินนี้หรือหมดอายุแล้ว กรุณากลับไปที่คำสั่งซื้อแล้วชำระเงินอีกครั้ง',
  },
  ja: {
    merchant: '観光地ガイド',
    title: '{merchant}へのお支払い',
    sandboxNote: 'サンドボックス決済：実際にお金は動きません。',
    order: '注文',
    amount: '金額',
    confirm: '支払いを確定',
    cancel: 'キャンセル',
    alreadyPaid: 'この支払いはすでに完了しています。',
    alreadyCancelled: 'この支払いはキャンセルされました。',
    notFoundTitle: '支払いが見つかりません',
    notFoundText: 'この支払いは存在しないか、有効期限が切れています。注文に戻って、もう一度お支払いください。',
  },
  ko: {
    merchant: '관광지 가이드',
    title: '{merchant} 결제',
    sandboxNote: '샌드박스 결제: 실제로 돈이 빠져나가지 않습니다.',
    order: '주문',
    amount: '금액',
    confirm: '결제 확인',
    cancel: '취소',
    alreadyPaid: '이미 결제가 완료되었습니다.',
    alreadyCancelled: '취소된 결제입니다.',
    notFoundTitle: '결제를 찾을 수 없습니다',
    notFoundText: '존재하지 않거나 만료된 결제입니다. 주문으로 돌아가 다시 결제해 주세요.',
  },
  ms: {
    merchant: 'Panduan kawasan pelancongan',
    title: 'Bayar kepada {merchant}',
    sandboxNote: 'Pembayaran kotak pasir: tiada wang yang ditolak.',
    order: 'Pesanan',
    amount: 'Jumlah',
    confirm: 'Sahkan pembayaran',
    cancel: 'Batal',
    alreadyPaid: 'Pembayaran ini sudah dibuat.',
    alreadyCancelled: 'Pembayaran ini telah dibatalkan.',
    notFoundTitle: 'Pembayaran tidak dijumpai',
    notFoundText: 'Pembayaran ini tidak wujud atau telah tamat tempoh. Kembali ke pesanan dan bayar sekali lagi.',
  },
  de: {
    merchant: 'Sehenswürdigkeiten-Führer',
    title: 'An {merchant} zahlen',
    sandboxNote: 'Sandbox-Zahlung: Es wird kein Geld abgebucht.',
    order: 'Bestellung',
    amount: 'Betrag',
    confirm: 'Zahlung bestätigen',
    cancel: 'Abbrechen',
    alreadyPaid: 'Diese Zahlung ist bereits bezahlt.',
    alreadyCancelled: 'Diese Zahlung wurde storniert.',
    notFoundTitle: 'Zahlung nicht gefunden',
    notFoundText:
      'Diese Zahlung gibt es nicht oder sie ist abgelaufen. Gehen Sie zurück zur Bestellung und zahlen Sie erneut.',
  },
};
