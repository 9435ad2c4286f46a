
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  
  "public": {
          Tables: {
            "budget_notifications": {
                  Row: {
                    "created_at": string,"id": string,"limit_amount": number | null,"message": string,"notification_type": string,"period": string,"read_at": string | null,"spent_amount": number | null,"threshold_percent": number | null,"trigger_date": string,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"id"?: string,"limit_amount"?: number | null,"message": string,"notification_type": string,"period": string,"read_at"?: string | null,"spent_amount"?: number | null,"threshold_percent"?: never,"trigger_date"?: string,"user_id": string
                  }
                  Update: {
                    "created_at"?: string,"id"?: string,"limit_amount"?: number | null,"message"?: string,"notification_type"?: string,"period"?: string,"read_at"?: string | null,"spent_amount"?: number | null,"threshold_percent"?: never,"trigger_date"?: string,"user_id"?: string
                  }
                  Relationships: [
                    
                  ]
                },"budgets": {
                  Row: {
                    "amount": number,"category_budgets": NonNullable<Json>,"created_at": string,"id": string,"type": string,"updated_at": string,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "amount": number,"category_budgets"?: NonNullable<Json>,"created_at"?: string,"id"?: string,"type"?: string,"updated_at"?: string,"user_id"?: string
                  }
                  Update: {
                    "amount"?: number,"category_budgets"?: NonNullable<Json>,"created_at"?: string,"id"?: string,"type"?: string,"updated_at"?: string,"user_id"?: string
                  }
                  Relationships: [
                    
                  ]
                },"categories": {
                  Row: {
                    "aliases": (string)[],"color": string,"emoji": string,"icon": string,"id": number,"is_default": boolean,"name": string,"sort_order": number
                  }
                  ComputedFields: never
                  Insert: {
                    "aliases"?: (string)[],"color": string,"emoji": string,"icon": string,"id"?: never,"is_default"?: boolean,"name": string,"sort_order": number
                  }
                  Update: {
                    "aliases"?: (string)[],"color"?: string,"emoji"?: string,"icon"?: string,"id"?: never,"is_default"?: boolean,"name"?: string,"sort_order"?: number
                  }
                  Relationships: [
                    
                  ]
                },"custom_categories": {
                  Row: {
                    "created_at": string,"id": string,"name": string,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"id"?: string,"name": string,"user_id"?: string
                  }
                  Update: {
                    "created_at"?: string,"id"?: string,"name"?: string,"user_id"?: string
                  }
                  Relationships: [
                    
                  ]
                },"data_imports": {
                  Row: {
                    "created_at": string,"error_message": string | null,"file_name": string,"file_type": string | null,"id": string,"records_imported": number,"records_processed": number,"records_skipped": number,"source_app": string | null,"status": string,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"error_message"?: string | null,"file_name": string,"file_type"?: string | null,"id"?: string,"records_imported"?: number,"records_processed"?: number,"records_skipped"?: number,"source_app"?: string | null,"status"?: string,"user_id"?: string
                  }
                  Update: {
                    "created_at"?: string,"error_message"?: string | null,"file_name"?: string,"file_type"?: string | null,"id"?: string,"records_imported"?: number,"records_processed"?: number,"records_skipped"?: number,"source_app"?: string | null,"status"?: string,"user_id"?: string
                  }
                  Relationships: [
                    
                  ]
                },"expense_daily_totals": {
                  Row: {
                    "category": string,"day": string,"expense_count": number,"total": number,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "category": string,"day": string,"expense_count": number,"total": number,"user_id": string
                  }
                  Update: {
                    "category"?: string,"day"?: string,"expense_count"?: number,"total"?: number,"user_id"?: string
                  }
                  Relationships: [
                    
                  ]
                },"expenses": {
                  Row: {
                    "amount": number,"category": string,"created_at": string,"description": string | null,"id": string,"idempotency_key": string | null,"merchant_key": string | null,"message_ref": string | null,"method": string,"paid_with": string | null,"receipt_path": string | null,"recurring_payment_id": string | null,"request_fingerprint": string | null,"spent_at": string,"user_id": string,"voice_note": string | null
                  }
                  ComputedFields: never
                  Insert: {
                    "amount": number,"category": string,"created_at"?: string,"description"?: string | null,"id"?: string,"idempotency_key"?: string | null,"merchant_key"?: string | null,"message_ref"?: string | null,"method"?: string,"paid_with"?: string | null,"receipt_path"?: string | null,"recurring_payment_id"?: string | null,"request_fingerprint"?: string | null,"spent_at"?: string,"user_id"?: string,"voice_note"?: string | null
                  }
                  Update: {
                    "amount"?: number,"category"?: string,"created_at"?: string,"description"?: string | null,"id"?: string,"idempotency_key"?: string | null,"merchant_key"?: string | null,"message_ref"?: string | null,"method"?: string,"paid_with"?: string | null,"receipt_path"?: string | null,"recurring_payment_id"?: string | null,"request_fingerprint"?: string | null,"spent_at"?: string,"user_id"?: string,"voice_note"?: string | null
                  }
                  Relationships: [
                    
                  ]
                },"merchant_categories": {
                  Row: {
                    "category": string,"merchant_key": string,"updated_at": string,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "category": string,"merchant_key": string,"updated_at"?: string,"user_id"?: string
                  }
                  Update: {
                    "category"?: string,"merchant_key"?: string,"updated_at"?: string,"user_id"?: string
                  }
                  Relationships: [
                    
                  ]
                },"notification_log": {
                  Row: {
                    "channel": string,"created_at": string,"id": string,"message": string | null,"notification_type": string,"sent_at": string | null,"sent_on": string | null,"status": string,"title": string | null,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "channel"?: string,"created_at"?: string,"id"?: string,"message"?: string | null,"notification_type": string,"sent_at"?: string | null,"sent_on"?: string | null,"status"?: string,"title"?: string | null,"user_id": string
                  }
                  Update: {
                    "channel"?: string,"created_at"?: string,"id"?: string,"message"?: string | null,"notification_type"?: string,"sent_at"?: string | null,"sent_on"?: string | null,"status"?: string,"title"?: string | null,"user_id"?: string
                  }
                  Relationships: [
                    
                  ]
                },"notification_settings": {
                  Row: {
                    "budget_alerts": boolean,"created_at": string,"daily_reminders": boolean,"push_token": string | null,"reminder_time": string,"timezone": string,"updated_at": string,"user_id": string,"weekly_reports": boolean
                  }
                  ComputedFields: never
                  Insert: {
                    "budget_alerts"?: boolean,"created_at"?: string,"daily_reminders"?: boolean,"push_token"?: string | null,"reminder_time"?: string,"timezone"?: string,"updated_at"?: string,"user_id"?: string,"weekly_reports"?: boolean
                  }
                  Update: {
                    "budget_alerts"?: boolean,"created_at"?: string,"daily_reminders"?: boolean,"push_token"?: string | null,"reminder_time"?: string,"timezone"?: string,"updated_at"?: string,"user_id"?: string,"weekly_reports"?: boolean
                  }
                  Relationships: [
                    
                  ]
                },"password_reset_tokens": {
                  Row: {
                    "attempts": number,"created_at": string,"expires_at": string,"id": string,"otp_hash": string,"request_handle_hash": string,"token_hash": string,"used": boolean,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "attempts"?: number,"created_at"?: string,"expires_at": string,"id"?: string,"otp_hash": string,"request_handle_hash": string,"token_hash": string,"used"?: boolean,"user_id": string
                  }
                  Update: {
                    "attempts"?: number,"created_at"?: string,"expires_at"?: string,"id"?: string,"otp_hash"?: string,"request_handle_hash"?: string,"token_hash"?: string,"used"?: boolean,"user_id"?: string
                  }
                  Relationships: [
                    
                  ]
                },"profiles": {
                  Row: {
                    "avatar_url": string | null,"country": string,"created_at": string,"devanagari_digits": boolean,"email": string | null,"first_name": string | null,"id": string,"language": string | null,"last_name": string | null,"updated_at": string,"username": string | null
                  }
                  ComputedFields: never
                  Insert: {
                    "avatar_url"?: string | null,"country"?: string,"created_at"?: string,"devanagari_digits"?: boolean,"email"?: string | null,"first_name"?: string | null,"id": string,"language"?: string | null,"last_name"?: string | null,"updated_at"?: string,"username"?: string | null
                  }
                  Update: {
                    "avatar_url"?: string | null,"country"?: string,"created_at"?: string,"devanagari_digits"?: boolean,"email"?: string | null,"first_name"?: string | null,"id"?: string,"language"?: string | null,"last_name"?: string | null,"updated_at"?: string,"username"?: string | null
                  }
                  Relationships: [
                    
                  ]
                },"push_subscriptions": {
                  Row: {
                    "auth": string,"created_at": string,"endpoint": string,"id": string,"p256dh": string,"updated_at": string,"user_agent": string | null,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "auth": string,"created_at"?: string,"endpoint": string,"id"?: string,"p256dh": string,"updated_at"?: string,"user_agent"?: string | null,"user_id"?: string
                  }
                  Update: {
                    "auth"?: string,"created_at"?: string,"endpoint"?: string,"id"?: string,"p256dh"?: string,"updated_at"?: string,"user_agent"?: string | null,"user_id"?: string
                  }
                  Relationships: [
                    
                  ]
                },"recurring_occurrences": {
                  Row: {
                    "created_at": string,"due_on": string,"expense_id": string | null,"recurring_payment_id": string,"status": string,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "created_at"?: string,"due_on": string,"expense_id"?: string | null,"recurring_payment_id": string,"status": string,"user_id"?: string
                  }
                  Update: {
                    "created_at"?: string,"due_on"?: string,"expense_id"?: string | null,"recurring_payment_id"?: string,"status"?: string,"user_id"?: string
                  }
                  Relationships: [
                    {
      foreignKeyName: "recurring_occurrences_expense_id_fkey"
      columns: ["expense_id"]
isOneToOne: false
      referencedRelation: "expenses"
      referencedColumns: ["id"]
    },{
      foreignKeyName: "recurring_occurrences_recurring_payment_id_fkey"
      columns: ["recurring_payment_id"]
isOneToOne: false
      referencedRelation: "recurring_payments"
      referencedColumns: ["id"]
    }
                  ]
                },"recurring_payments": {
                  Row: {
                    "amount": number,"category": string,"created_at": string,"day_of_month": number | null,"frequency": string,"id": string,"month_of_year": number | null,"name": string,"next_due_on": string,"paid_with": string | null,"paused": boolean,"starts_on": string,"updated_at": string,"user_id": string,"weekday": number | null
                  }
                  ComputedFields: never
                  Insert: {
                    "amount": number,"category": string,"created_at"?: string,"day_of_month"?: number | null,"frequency": string,"id"?: string,"month_of_year"?: number | null,"name": string,"next_due_on": string,"paid_with"?: string | null,"paused"?: boolean,"starts_on": string,"updated_at"?: string,"user_id"?: string,"weekday"?: number | null
                  }
                  Update: {
                    "amount"?: number,"category"?: string,"created_at"?: string,"day_of_month"?: number | null,"frequency"?: string,"id"?: string,"month_of_year"?: number | null,"name"?: string,"next_due_on"?: string,"paid_with"?: string | null,"paused"?: boolean,"starts_on"?: string,"updated_at"?: string,"user_id"?: string,"weekday"?: number | null
                  }
                  Relationships: [
                    
                  ]
                },"user_activity": {
                  Row: {
                    "activity_data": NonNullable<Json>,"activity_date": string,"activity_type": string,"created_at": string,"id": string,"user_id": string
                  }
                  ComputedFields: never
                  Insert: {
                    "activity_data"?: NonNullable<Json>,"activity_date"?: string,"activity_type": string,"created_at"?: string,"id"?: string,"user_id"?: string
                  }
                  Update: {
                    "activity_data"?: NonNullable<Json>,"activity_date"?: string,"activity_type"?: string,"created_at"?: string,"id"?: string,"user_id"?: string
                  }
                  Relationships: [
                    
                  ]
                },"user_state": {
                  Row: {
                    "closed_alerts": (string)[],"created_at": string,"current_streak": number,"greeting_shown_on": string | null,"last_logged_date": string | null,"longest_streak": number,"mission_completed": boolean,"mission_date": string | null,"mission_id": string | null,"mission_progress": number,"mission_streak": number,"replay_welcome": boolean,"sound_enabled": boolean,"total_days_logged": number,"tour_completed": boolean,"updated_at": string,"user_id": string,"welcome_seen": boolean
                  }
                  ComputedFields: never
                  Insert: {
                    "closed_alerts"?: (string)[],"created_at"?: string,"current_streak"?: number,"greeting_shown_on"?: string | null,"last_logged_date"?: string | null,"longest_streak"?: number,"mission_completed"?: boolean,"mission_date"?: string | null,"mission_id"?: string | null,"mission_progress"?: number,"mission_streak"?: number,"replay_welcome"?: boolean,"sound_enabled"?: boolean,"total_days_logged"?: number,"tour_completed"?: boolean,"updated_at"?: string,"user_id"?: string,"welcome_seen"?: boolean
                  }
                  Update: {
                    "closed_alerts"?: (string)[],"created_at"?: string,"current_streak"?: number,"greeting_shown_on"?: string | null,"last_logged_date"?: string | null,"longest_streak"?: number,"mission_completed"?: boolean,"mission_date"?: string | null,"mission_id"?: string | null,"mission_progress"?: number,"mission_streak"?: number,"replay_welcome"?: boolean,"sound_enabled"?: boolean,"total_days_logged"?: number,"tour_completed"?: boolean,"updated_at"?: string,"user_id"?: string,"welcome_seen"?: boolean
                  }
                  Relationships: [
                    
                  ]
                }
          }
          Views: {
            [_ in never]: never
          }
          Functions: {
            "canonical_category":
{ Args: { "name": string }; Returns: string
                           },
"daily_limit_status":
{ Args: Record<PropertyKey, never>; Returns: {
              "daily_limit": number,"monthly_budget": number,"today_spent": number
            }[]
                           },
"month_expense_dates":
{ Args: { "month": number,"year": number }; Returns: (string)[]
                           },
"spending_all_time":
{ Args: Record<PropertyKey, never>; Returns: {
              "category_spending": Json,"total_spent": number
            }[]
                           },
"spending_in_month":
{ Args: { "month"?: number,"year"?: number }; Returns: {
              "category_spending": Json,"total_spent": number
            }[]
                           },
"spending_on_day":
{ Args: { "day"?: string }; Returns: {
              "category_spending": Json,"total_spent": number
            }[]
                           }
          }
          Enums: {
            [_ in never]: never
          }
          CompositeTypes: {
            [_ in never]: never
          }
        }
}

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
  ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
      Row: infer R
    }
    ? R
    : never
  : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
  ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
      Insert: infer I
    }
    ? I
    : never
  : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
  ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
      Update: infer U
    }
    ? U
    : never
  : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
  ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
  : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
  ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
  : never

export const Constants = {
  "public": {
          Enums: {
            
          }
        }
} as const
