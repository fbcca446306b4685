import re
import onnx
import onnxruntime as ort
from onnx import TensorProto, helper

graph = helper.make_graph([helper.make_node("Relu", ["x"], ["y"])], "g",
                          [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, [2])])
model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
print("onnx", onnx.__version__, "writes IR version", model.ir_version, "by default")
try:
    ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
except Exception as e:
    print("onnxruntime", ort.__version__, "->", type(e).__name__ + ":", re.search(r"Unsupported model IR.*", str(e)).group(0))

model.ir_version = 10                                  # what torch.onnx.export writes
ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
print("with ir_version=10: session created")
