import type { Translation } from '../../i18n/namespace';
import type { en } from './en';

/** 联系人表单的中文标签。 */
export const zh: Translation<typeof en> = {
  addTitle: '添加联系人',
  editTitle: '编辑联系人',
  fields: {
    name: '姓名',
    company: '公司',
    role: '职位',
    work_email: '工作邮箱',
    personal_email: '个人邮箱',
    work_phone: '工作电话',
    personal_phone: '个人电话',
    location: '所在地',
    status: '状态签名',
    online_status: '在线状态',
  },
  presence: {
    available: '在线',
    do_not_disturb: '请勿打扰',
    offline: '离线',
  },
  optional: '选填',
  cancel: '取消',
  add: '添加联系人',
  save: '保存修改',
  notSaved: '联系人未保存。{{reason}}',
  requestFailed: '我们这边出了点问题，请重试。',
  validation: {
    nameRequired: '请输入联系人姓名',
    workEmailRequired: '请输入工作邮箱',
    workPhoneRequired: '请输入工作电话',
    textMax: '请少于 {{max}} 个字符',
    emailInvalid: '请输入有效的邮箱地址，例如 name@example.com',
    phoneInvalid: '只能使用数字、空格和 + ( ) . -',
    phoneLength: '电话号码应为 7 到 15 位数字',
  },
};
