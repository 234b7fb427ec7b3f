//! JSON read strictly: a key twice in one object is an error, not "the last one wins" as
//! `serde_json::Value` has it, so a file cannot say one thing to one reader and another to the
//! next.

use crate::rules::escape_hidden;
use serde::Deserializer;
use serde::de::{self, DeserializeSeed, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Number, Value};
use std::fmt;

/// Parses `text` as one JSON value, refusing a key repeated in any object at any depth (and
/// anything after the value but white space).
pub(super) fn parse_strict(text: &str) -> Result<Value, serde_json::Error> {
    let mut deserializer = serde_json::Deserializer::from_str(text);
    let value = Strict.deserialize(&mut deserializer)?;
    deserializer.end()?;
    Ok(value)
}

/// Builds a [`Value`] like serde_json does, but refuses a repeated key.
#[derive(Clone, Copy)]
struct Strict;

impl<'de> DeserializeSeed<'de> for Strict {
    type Value = Value;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Value, D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Strict {
    type Value = Value;

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str("a JSON value")
    }

    fn visit_bool<E>(self, value: bool) -> Result<Value, E> {
        Ok(Value::Bool(value))
    }

    fn visit_i64<E>(self, value: i64) -> Result<Value, E> {
        Ok(Value::Number(value.into()))
    }

    fn visit_u64<E>(self, value: u64) -> Result<Value, E> {
        Ok(Value::Number(value.into()))
    }

    fn visit_f64<E: de::Error>(self, value: f64) -> Result<Value, E> {
        Number::from_f64(value)
            .map(Value::Number)
            .ok_or_else(|| E::custom("a number that is not finite"))
    }

    fn visit_str<E>(self, value: &str) -> Result<Value, E> {
        Ok(Value::String(value.to_owned()))
    }

    fn visit_string<E>(self, value: String) -> Result<Value, E> {
        Ok(Value::String(value))
    }

    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element_seed(self)? {
            items.push(item);
        }
        Ok(Value::Array(items))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let mut object = Map::new();
        while let Some(key) = map.next_key::<String>()? {
            if object.contains_key(&key) {
                let start: String = key.chars().take(40).collect();
                return Err(de::Error::custom(format!(
                    "the key \"{}\" is given twice in one object",
                    escape_hidden(&start)
                )));
            }
            let value = map.next_value_seed(self)?;
            object.insert(key, value);
        }
        Ok(Value::Object(object))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_document_reads_as_serde_json_reads_it() {
        let text = r#"{ "a": [1, -2, 2.5, true, null, "x"], "b": { "c": {} }, "d": 18446744073709551615 }"#;
        let strict = parse_strict(text).expect("fine JSON");
        let loose: Value = serde_json::from_str(text).expect("fine JSON");
        assert_eq!(strict, loose);
    }

    #[test]
    fn a_key_given_twice_is_refused_at_the_top_or_deep_inside() {
        for text in [
            r#"{ "seed": 1, "seed": 2 }"#,
            r#"{ "a": [ { "b": { "name": "x", "name": "y" } } ] }"#,
            "{ \"\\u001b[31m\": 1, \"\\u001b[31m\": 2 }",
        ] {
            let error = parse_strict(text).expect_err(text).to_string();
            assert!(error.contains("is given twice"), "{error}");
            assert!(!error.contains('\u{1b}'), "{error:?}");
        }
    }

    #[test]
    fn trailing_text_and_broken_json_are_refused() {
        assert!(parse_strict("{} {}").is_err());
        assert!(parse_strict("{ \"a\": ").is_err());
        assert!(parse_strict(&"[".repeat(10_000)).is_err());
    }
}
