import numpy as np
import onnxruntime as ort
from onnx import TensorProto, helper

graph = helper.make_graph([helper.make_node("Sigmoid", ["x"], ["y"])], "g",
                          [helper.make_tensor_value_info("x", TensorProto.FLOAT, [3])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, [3])])
model_bytes = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)], ir_version=10).SerializeToString()

opts = ort.SessionOptions()
opts.intra_op_num_threads = 1
opts.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
session = ort.InferenceSession(model_bytes, sess_options=opts, providers=["CPUExecutionProvider"])
print("loaded from bytes; y =", session.run(None, {"x": np.array([-2.0, 0.0, 2.0], dtype=np.float32)})[0])
print("providers available in this build include CPU:", "CPUExecutionProvider" in ort.get_available_providers())
