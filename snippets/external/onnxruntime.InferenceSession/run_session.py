import numpy as np
import onnx
import onnxruntime as ort
import torch
from onnx import TensorProto, helper

# a tiny model: y = relu(x @ W + b); built with onnx.helper to keep the example fast
W = np.array([[1, -1, 0], [0.5, 2, -1]], dtype=np.float32)
b = np.array([0, 0.5, -0.5], dtype=np.float32)
graph = helper.make_graph(
    [helper.make_node("Gemm", ["x", "W", "b"], ["h"]), helper.make_node("Relu", ["h"], ["y"])], "tiny",
    [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["batch", 2])],
    [helper.make_tensor_value_info("y", TensorProto.FLOAT, ["batch", 3])],
    initializer=[onnx.numpy_helper.from_array(W, "W"), onnx.numpy_helper.from_array(b, "b")],
)
onnx.save(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)], ir_version=10), "tiny.onnx")

session = ort.InferenceSession("tiny.onnx", providers=["CPUExecutionProvider"])
print("providers:", session.get_providers())
print("inputs :", [(i.name, i.shape, i.type) for i in session.get_inputs()])
print("outputs:", [(o.name, o.shape, o.type) for o in session.get_outputs()])

x = np.array([[1.0, 2.0], [-1.0, 0.5]], dtype=np.float32)
outputs = session.run(None, {"x": x})                  # None: return every output, as a list
print("run ->", type(outputs).__name__, "of", len(outputs), "; y =", outputs[0].tolist())

expected = torch.relu(torch.from_numpy(x) @ torch.from_numpy(W) + torch.from_numpy(b)).numpy()
np.testing.assert_allclose(outputs[0], expected, rtol=1e-6)
print("matches the same computation in torch")
