import onnx
from onnx import TensorProto, helper

def make(op, opset=17):
    graph = helper.make_graph(
        [helper.make_node(op, ["x"], ["y"])], "g",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [2])],
    )
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)])

onnx.checker.check_model(make("Relu"))
print("Relu model: passes")

onnx.save(make("Relu"), "relu.onnx")
onnx.checker.check_model("relu.onnx")                  # a path works too
print("check_model('relu.onnx'): passes")

try:
    onnx.checker.check_model(make("NoSuchOp"))
except onnx.checker.ValidationError as e:
    print("NoSuchOp model:", type(e).__name__, "-", str(e).strip().splitlines()[0])
