import numpy as np
import onnxruntime as ort
from onnx import TensorProto, helper, save

graph = helper.make_graph([helper.make_node("Relu", ["x"], ["y"])], "g",
                          [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["n"])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, ["n"])])
save(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)], ir_version=10), "relu.onnx")
session = ort.InferenceSession("relu.onnx", providers=["CPUExecutionProvider"])

feeds = {
    "float64 array": {"x": np.array([-1.0, 2.0])},
    "wrong input name": {"inp": np.array([-1.0, 2.0], dtype=np.float32)},
}
for label, feed in feeds.items():
    try:
        session.run(None, feed)
    except Exception as e:
        print(f"{label}: {type(e).__name__}: {str(e).splitlines()[0]}")
print("float32 array:", session.run(["y"], {"x": np.array([-1.0, 2.0], dtype=np.float32)})[0])
print("plain Python list:", session.run(None, {"x": [-1.0, 2.0]})[0], "(converted, no error)")
