import onnx
from onnx import TensorProto, helper

# declares the output as a 3-element vector although Relu on a 2-element input gives 2
graph = helper.make_graph(
    [helper.make_node("Relu", ["x"], ["y"])], "g",
    [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2])],
    [helper.make_tensor_value_info("y", TensorProto.FLOAT, [3])],
)
model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
onnx.checker.check_model(model)
print("structural check: passes")
try:
    onnx.checker.check_model(model, full_check=True)   # also runs shape inference
except onnx.shape_inference.InferenceError as e:
    print("full_check=True:", type(e).__name__, "-", str(e).strip().splitlines()[0][:120])
print("InferenceError is a ValidationError subclass:",
      issubclass(onnx.shape_inference.InferenceError, onnx.checker.ValidationError))
