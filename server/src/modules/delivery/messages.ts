import type { Locale } from '@sorte/contracts/common/locale';

/**
 * Texts of the SMS and mails the server sends, in the request's language. Placeholders:
 * {{brand}}, {{code}}, {{minutes}}, {{link}}, {{username}}.
 */
interface MessageTexts {
  smsCode: string;
  resetMailSubject: string;
  resetMailBody: string;
}

export const MESSAGE_TEXTS: Record<Locale, MessageTexts> = {
  pt: {
    smsCode: '{{brand}}: o seu código de verificação é {{code}}. É válido durante {{minutes}} minutos. Não o partilhe com ninguém.',
    resetMailSubject: '{{brand}}: redefinir a palavra-passe',
    resetMailBody:
      'Olá {{username}},\n\nRecebemos um pedido para redefinir a palavra-passe da sua conta. Abra esta ligação na próxima hora para escolher uma nova:\n\n{{link}}\n\nSe não fez este pedido, ignore este e-mail; a sua palavra-passe não muda.\n\n{{brand}}',
  },
  'pt-BR': {
    smsCode: '{{brand}}: seu código de verificação é {{code}}. Ele vale por {{minutes}} minutos. Não compartilhe com ninguém.',
    resetMailSubject: '{{brand}}: redefinir a senha',
    resetMailBody:
      'Olá {{username}},\n\nRecebemos um pedido para redefinir a senha da sua conta. Abra este link na próxima hora para escolher uma nova:\n\n{{link}}\n\nSe você não fez este pedido, ignore este e-mail; sua senha não muda.\n\n{{brand}}',
  },
  en: {
    smsCode: '{{brand}}: your verification code is {{code}}. It is valid for {{minutes}} minutes. Do not share it with anyone.',
    resetMailSubject: '{{brand}}: reset your password',
    resetMailBody:
      'Hello {{username}},\n\nWe received a request to reset the password of your account. Open this link within the next hour to choose a new one:\n\n{{link}}\n\nIf you did not ask for this, ignore this e-mail; your password stays the same.\n\n{{brand}}',
  },
  zh: {
    smsCode: '{{brand}}：您的验证码是 {{code}}，{{minutes}} 分钟内有效。请勿告诉任何人。',
    resetMailSubject: '{{brand}}：重置密码',
    resetMailBody:
      '{{username}}，您好：\n\n我们收到了重置您账户密码的请求。请在一小时内打开以下链接设置新密码：\n\n{{link}}\n\n如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。\n\n{{brand}}',
  },
  id: {
    smsCode: '{{brand}}: kode verifikasi Anda adalah {{code}}. Berlaku selama {{minutes}} menit. Jangan bagikan kepada siapa pun.',
    resetMailSubject: '{{brand}}: atur ulang kata sandi',
    resetMailBody:
      'Halo {{username}},\n\nKami menerima permintaan untuk mengatur ulang kata sandi akun Anda. Buka tautan ini dalam satu jam ke depan untuk memilih kata sandi baru:\n\n{{link}}\n\nJika Anda tidak memintanya, abaikan email ini; kata sandi Anda tidak berubah.\n\n{{brand}}',
  },
  th: {
    smsCode: '{{brand}}: รหัสยืนยันของคุณคือ {{code}} ใช้ได้ {{minutes}} นาที ห้ามบอกรหัสนี้กับผู้อื่น',
    resetMailSubject: '{{brand}}: รีเซ็ตรหัสผ่าน',
    resetMailBody:
      'สวัสดี {{username}}\n\nเราได้รับคำขอรีเซ็ตรหัสผ่านของบัญชีคุณ เปิดลิงก์นี้ภายในหนึ่งชั่วโมงเพื่อตั้งรหัสผ่านใหม่:\n\n{{link}}\n\nหากคุณไม่ได้ขอ โปรดเพิกเฉยต่ออีเมลนี้ รหัสผ่านของคุณจะไม่เปลี่ยนแปลง\n\n{{brand}}',
  },
  vi: {
    smsCode: '{{brand}}: mã xác minh của bạn là {{code}}, có hiệu lực trong {{minutes}} phút. Không chia sẻ mã này với bất kỳ ai.',
    resetMailSubject: '{{brand}}: đặt lại mật khẩu',
    resetMailBody:
      'Xin chào {{username}},\n\nChúng tôi nhận được yêu cầu đặt lại mật khẩu tài khoản của bạn. Hãy mở liên kết này trong vòng một giờ để chọn mật khẩu mới:\n\n{{link}}\n\nNếu bạn không yêu cầu, hãy bỏ qua email này; mật khẩu của bạn không thay đổi.\n\n{{brand}}',
  },
};

export function messageText(
  locale: Locale,
  key: keyof MessageTexts,
  params: Record<string, string | number>,
): string {
  const template = (MESSAGE_TEXTS[locale] ?? MESSAGE_TEXTS.en)[key];
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
