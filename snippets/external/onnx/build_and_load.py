import onnx
from onnx import TensorProto, helper

# y = relu(x @ W + b), built by hand so the example needs no exporter
W = helper.make_tensor("W", TensorProto.FLOAT, [2, 3], [1, -1, 0, 0.5, 2, -1])
b = helper.make_tensor("b", TensorProto.FLOAT, [3], [0, 0.5, -0.5])
graph = helper.make_graph(
    [helper.make_node("Gemm", ["x", "W", "b"], ["h"]), helper.make_node("Relu", ["h"], ["y"])],
    "tiny",
    inputs=[helper.make_tensor_value_info("x", TensorProto.FLOAT, ["batch", 2])],
    outputs=[helper.make_tensor_value_info("y", TensorProto.FLOAT, ["batch", 3])],
    initializer=[W, b],
)
model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)], producer_name="ptref-demo")
onnx.save(model, "tiny.onnx")

loaded = onnx.load("tiny.onnx")
print("type:", type(loaded).__name__)
print("producer:", loaded.producer_name, " opset:", [(o.domain or "ai.onnx", o.version) for o in loaded.opset_import])
print("nodes:", [(n.op_type, list(n.input), list(n.output)) for n in loaded.graph.node])
print("inputs:", [(i.name, [d.dim_param or d.dim_value for d in i.type.tensor_type.shape.dim]) for i in loaded.graph.input])
print("initializers:", [(t.name, list(t.dims)) for t in loaded.graph.initializer])
print("W values:", onnx.numpy_helper.to_array(loaded.graph.initializer[0]).tolist())
