public enum BuiltinTemplatesPlaceholder {}
